import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CUSTOM_DOMAIN_SCOPE } from "#core/alias";
import type { LinkResolver } from "#domain/links/resolve-link.server";
import { type ResolvedLink, toResolvedLink } from "#domain/links/resolved-link.server";
import { clickHeaders, createRedirectListener, redirectKey } from "./redirect.server";

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

/** The redirect listener over links held in memory (nothing counted, anything else a bare 404). */
function listenerOver(links: Map<string, ResolvedLink>) {
  return createRedirectListener({
    resolver: { cached: (key: string) => links.get(key) ?? null } as unknown as LinkResolver,
    recorder: { record: () => {} },
    geo: { countryOf: () => null },
    trustProxy: 0,
    https: false,
    fallback: (_req, res) => {
      res.statusCode = 404;
      res.end();
    },
  });
}

describe("createRedirectListener's answers", () => {
  const agent = (id: string, phone: string) => ({
    id,
    name: id,
    phone,
    department: null,
    weight: 1,
    active: true,
    hours: null,
  });
  const links = new Map<string, ResolvedLink>([
    ["plain1", toResolvedLink({ id: 1, code: "plain1", phone: "447911123456", message: "Hi" })],
    ["plain2", toResolvedLink({ id: 2, code: "plain2", phone: "5511987654321", message: null })],
    ["from-ref", toResolvedLink({ id: 3, code: "from-ref", phone: "447911123456", message: "From {ref}" })],
    [
      "sticky1",
      toResolvedLink({
        id: 4,
        code: "sticky1",
        phone: null,
        message: null,
        rotation: "sticky",
        agents: [agent("ag_00000000000000a1", "447700900001"), agent("ag_00000000000000a2", "447700900002")],
      }),
    ],
  ]);

  it("gives each 302 its own Location, and a Set-Cookie only to the sticky team link's first visit", async () => {
    const listener = listenerOver(links);
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    type Answer = { location: string | null; setCookie: string | null };
    const get = async (path: string, cookie?: string): Promise<Answer> => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        redirect: "manual",
        headers: cookie === undefined ? {} : { cookie },
      });
      return { location: response.headers.get("location"), setCookie: response.headers.get("set-cookie") };
    };
    try {
      // In parallel and in turn: no answer may carry another's destination or cookie.
      const first = await Promise.all(
        ["/plain1", "/sticky1", "/plain2", "/from-ref?ref=flyer"].map((p) => get(p)),
      );
      const [plain1, sticky1, plain2, fromRef] = first as [Answer, Answer, Answer, Answer];
      expect(plain1).toEqual({ location: "https://wa.me/447911123456?text=Hi", setCookie: null });
      expect(sticky1.location).toMatch(/^https:\/\/wa\.me\/44770090000[12]$/);
      expect(sticky1.setCookie).toMatch(/^[^=]+=ag_00000000000000a[12];/);
      expect(plain2).toEqual({ location: "https://wa.me/5511987654321", setCookie: null });
      expect(fromRef).toEqual({ location: "https://wa.me/447911123456?text=From%20flyer", setCookie: null });
      const cookie = String(sticky1.setCookie).split(";")[0] as string;
      expect(await get("/sticky1", cookie)).toEqual({ location: sticky1.location, setCookie: null });
      expect(await get("/plain1")).toEqual(plain1);
    } finally {
      server.close();
    }
  });
});

describe("createRedirectListener's memory", () => {
  it("keeps nothing per link it has redirected to (the cache holds the link, the answer holds none)", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const links = new Map<string, ResolvedLink>();
    for (let i = 0; i < 20_000; i++) {
      const code = `code${String(i).padStart(6, "0")}`;
      links.set(
        code,
        toResolvedLink({ id: i, code, phone: `447400${String(i).padStart(6, "0")}`, message: `Order ${i}` }),
      );
    }
    const listener = listenerOver(links);
    let answered = 0;
    const res = {
      writeHead: () => void answered++,
      end: () => {},
      headersSent: false,
    } as unknown as ServerResponse;
    const request = (code: string) =>
      ({
        method: "GET",
        url: `/${code}`,
        rawHeaders: [],
        socket: { remoteAddress: "127.0.0.1" },
      }) as unknown as IncomingMessage;
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const code of links.keys()) listener(request(code), res);
    gc();
    gc();
    const held = (process.memoryUsage().heapUsed - before) / links.size;
    expect(answered).toBe(links.size);
    // A header list kept per destination held ~280 bytes a link (28 MB over 100,000 links).
    expect(held).toBeLessThan(50);
    listener(request("code000000"), res);
  });
});
