/**
 * The QR render worker's entry: a child process started by qr-render-pool.server.ts
 * (bundled as build/server-node/qr-render-worker.mjs). It draws one image per
 * message and answers with the bytes or the reason it could not.
 */
import { setPriority } from "node:os";
import type { RenderReply, RenderRequest } from "./qr-render-protocol.server";
import { runRenderJob } from "./render-job.server";

if (process.send === undefined) throw new Error("qr-render-worker runs as a forked worker only");
const send = process.send.bind(process);

// The pool owns this process: a Ctrl-C or SIGTERM meant for the server's process group must not
// kill a drawing under it; the server stops us when it closes, and we exit when it goes away.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
process.on("disconnect", () => process.exit(0));

// Below the server's priority: when both want a core, redirects come first (a drawing only waits).
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the drawing simply competes as an equal.
}

process.on("message", async (request: RenderRequest) => {
  const reply: RenderReply = { id: request.id, ...(await runRenderJob(request.job)) };
  send(reply);
});

// Modules loaded: the pool starts a job's clock from here, not from the process's start.
send("ready");
