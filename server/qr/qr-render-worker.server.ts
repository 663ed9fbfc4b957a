/**
 * The QR render worker's entry: a child process forked by qr-render-pool.server.ts
 * (bundled as build/server-node/qr-render-worker.mjs). It draws one branded PNG per
 * message and answers with the bytes or the reason it could not.
 */
import { renderBrandedPng } from "./branded-png.server";
import type { RenderReply, RenderRequest } from "./qr-render-protocol.server";
import { LogoDrawError } from "./svg-logo.server";

if (process.send === undefined) throw new Error("qr-render-worker runs as a forked worker only");
const send = process.send.bind(process);

// The pool owns this process: a Ctrl-C or SIGTERM meant for the server's process group must not
// kill a drawing under it; the server stops us when it closes, and we exit when it goes away.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
process.on("disconnect", () => process.exit(0));

process.on("message", (request: RenderRequest) => {
  let reply: RenderReply;
  try {
    const png = renderBrandedPng(request.options, request.symbol, request.pad);
    reply = { id: request.id, ok: true, png: new Uint8Array(png), workerPid: process.pid };
  } catch (err) {
    reply =
      err instanceof LogoDrawError
        ? { id: request.id, ok: false, reason: "logo", message: err.message }
        : {
            id: request.id,
            ok: false,
            reason: "failed",
            message: err instanceof Error ? err.message : String(err),
          };
  }
  send(reply);
});

// Modules loaded: the pool starts a job's clock from here, not from the process's start.
send("ready");
