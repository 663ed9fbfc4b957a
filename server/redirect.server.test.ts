import { createServer, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { CUSTOM_DOMAIN_SCOPE } from "#core/alias";
import { clickHeaders, redirectKey } from "./redirect.server";

/** Sends raw request heads to a real node:http server and returns what it parsed. */
async function parsed(heads: string[]): Promise<IncomingMessage[]> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  for (const head of heads)
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(`GET /abc1234 HTTP/1.1\r\n${head}\r\n\r\n`),
      );
      socket.on("data", () => socket.end());
      socket.on("close", () => resolve());
    });
  server.close();
  return requests;
}

describe("clickHeaders", () => {
  it("reads User-Agent, Referer and X-Forwarded-For exactly as node's req.headers would", async () => {
    const heads = [
      "Host: x\r\nUser-Agent: Mozilla/5.0 A\r\nReferer: https://shop.example/page",
      "host: x\r\nuser-agent: first\r\nUSER-AGENT: second\r\nreferer: https://a.example/\r\nReferer: https://b.example/",
      "Host: x\r\nX-Forwarded-For: 203.0.113.7\r\nx-forwarded-for: 198.51.100.2, 10.0.0.1\r\nAccept: */*",
      "Host: x\r\nAccept-Language: en\r\nUser-Agentx: not it\r\nRefererr: nor this",
      "Host: x",
    ];
    for (const req of await parsed(heads)) {
      const xff = req.headers["x-forwarded-for"];
      expect(clickHeaders(req.rawHeaders)).toEqual({
        userAgent: req.headers["user-agent"],
        referer: req.headers.referer,
        forwardedFor: xff === undefined ? null : Array.isArray(xff) ? xff.join(", ") : xff,
      });
    }
  });
});

describe("redirectKey", () => {
  const get = (url: string) => ({ method: "GET", url }) as IncomingMessage;
  it("looks a 3–4 character path up on a custom domain only (ADR 0159)", () => {
    expect(redirectKey(get("/Menu"), CUSTOM_DOMAIN_SCOPE)).toBe("menu");
    expect(redirectKey(get("/eat?ref=qr"), CUSTOM_DOMAIN_SCOPE)).toBe("eat");
    expect(redirectKey(get("/menu"))).toBeNull();
    expect(redirectKey(get("/faq"), CUSTOM_DOMAIN_SCOPE)).toBeNull();
    expect(redirectKey(get("/ab"), CUSTOM_DOMAIN_SCOPE)).toBeNull();
    expect(redirectKey(get("/shop-name"))).toBe("shop-name");
  });
});
