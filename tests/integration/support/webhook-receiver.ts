import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON read by the tests
  json: any;
}

/** A local webhook receiver: records every POST, answers `status` (changeable). */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, delayMs: 0 };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      setTimeout(() => {
        res.writeHead(state.status).end("ok");
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    /** The first message of this type (and matching `where`), waiting for it up to 15 s. */
    async next(type: string, where: (r: Received) => boolean = () => true): Promise<Received> {
      for (let i = 0; i < 300; i++) {
        const found = received.find((r) => r.json.type === type && where(r));
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no ${type} received (got ${received.map((r) => r.json.type).join(", ")})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
