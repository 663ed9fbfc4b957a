/**
 * A stand-in render worker for qr-render-pool.server.test.ts: answers "ready", then
 * for each job allocates `mb` MiB of native memory (outside V8's heap, like resvg's)
 * and reports whether it got it, or grows V8's heap until it dies.
 */
if (process.send === undefined) throw new Error("forked only");
const send = process.send.bind(process);
process.on("disconnect", () => process.exit(0));
process.on("message", (request: { id: number; job: { mode: "native" | "heap"; mb: number } }) => {
  const { mode, mb } = request.job;
  if (mode === "heap") {
    const hoard: number[][] = [];
    for (;;) hoard.push(Array.from({ length: 1e6 }, (_, i) => i));
  }
  try {
    const chunks: Buffer[] = [];
    for (let i = 0; i < mb; i += 16) chunks.push(Buffer.alloc(16 * 1024 * 1024, 1));
    send({ id: request.id, ok: true, body: new Uint8Array(1), workerPid: process.pid });
  } catch (err) {
    send({ id: request.id, ok: false, reason: "failed", message: String(err) });
  }
});
send("ready");
