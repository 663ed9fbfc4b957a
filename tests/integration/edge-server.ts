import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export interface EdgeServer {
  base: string;
  close(): Promise<void>;
}

/** Serves a small Hono app on a free port over a real socket, as production does. */
export function startEdgeServer(app: Hono): Promise<EdgeServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // keep-alive sockets from fetch would otherwise hold close() open
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** Reads a JSON body, failing loudly with the text when it is not JSON. */
export async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`expected JSON, got ${res.status}: ${text.slice(0, 200)}`);
  }
}
