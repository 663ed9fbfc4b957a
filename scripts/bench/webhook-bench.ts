/**
 * `npm run bench`'s webhooks scenario: a link whose workspace has a `link.clicked` webhook whose
 * receiver answers slowly, measured against the bare 302 like the team link. Clicks go to the
 * webhooks' buffer and the worker keeps POSTing while the rounds run; the redirect must not notice.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openDatabase } from "#db/client.server";
import { links, webhookEndpoints, workspaces } from "#db/schema";

/** A workspace with one link and a `link.clicked` endpoint at `receiverUrl`; returns the link's code. */
export async function insertHookedLink(dataDir: string, receiverUrl: string): Promise<string> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined, log: () => {} });
  try {
    const { db } = database;
    const hex = (n: number) => randomBytes(n).toString("hex");
    const workspaceId = `ws_${hex(8)}`;
    await db.insert(workspaces).values({ id: workspaceId, name: "Bench webhooks" });
    const code = `hook${hex(4)}`;
    await db.insert(links).values({ code, codeKey: code, phone: "447911123456", message: "Hi", workspaceId });
    await db.insert(webhookEndpoints).values({
      id: `whk_${hex(8)}`,
      workspaceId,
      url: receiverUrl,
      events: ["link.clicked"],
      secret: `whsec_${randomBytes(24).toString("base64")}`,
    });
    return code;
  } finally {
    await database.close();
  }
}

/** A receiver that answers 200 after `delayMs`, counting the `link.clicked` messages and clicks it got. */
export async function startSlowReceiver(delayMs: number) {
  const got = { messages: 0, clicks: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: { clicks?: unknown[] } };
        got.messages++;
        got.clicks += body.data?.clicks?.length ?? 0;
      } catch {
        // counted as nothing
      }
      setTimeout(() => res.writeHead(200).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
