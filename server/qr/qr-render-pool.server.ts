import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { PngJob, PngRender, QrRenderer, RenderReply } from "./qr-render-protocol.server";

export interface QrRenderPoolOptions {
  /** Render processes (env QR_RENDER_WORKERS, default 1: the machine has two cores and redirects need one). */
  workers?: number;
  /** Jobs waiting for a worker beyond those being drawn; more are refused as busy (default 8). */
  maxQueue?: number;
  /** Longest one drawing, or one wait in the queue, may take (default 5 s; a 2048 px PNG takes ~0.5 s). */
  timeoutMs?: number;
  /** The worker module; by default the sibling entry, as TypeScript (through tsx) or bundled. */
  entry?: WorkerEntry;
  log?: (message: string) => void;
}

export interface WorkerEntry {
  file: string;
  /** Node options for the worker process (`--import tsx` for a .ts entry). */
  execArgv: string[];
}

export interface QrRenderPool extends QrRenderer {
  /** The live worker processes (for tests). */
  workers(): ChildProcess[];
  /** Refuses new jobs, answers queued ones "closed", stops the workers. Safe to call twice. */
  close(): Promise<void>;
}

interface Task {
  id: number;
  job: PngJob;
  resolve: (result: PngRender) => void;
  /** While queued: answers "busy" if no worker frees up in time. */
  expiry: NodeJS.Timeout | null;
}

interface Slot {
  worker: ChildProcess | null;
  /** The worker has loaded its code: the time limit runs from the moment a job is sent to it. */
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/** A worker that has not loaded its code after this long is broken (it takes ~0.1 s, ~1 s under tsx). */
const BOOT_TIMEOUT_MS = 30_000;

/**
 * Where the worker's code is. From source (tsx, Vitest) this module is a .ts file and
 * the worker runs its .ts sibling through tsx; bundled by esbuild it is
 * build/server-node/index.mjs, and `npm run build` writes the worker next to it.
 */
function defaultEntry(): WorkerEntry {
  const here = import.meta.url;
  if (here.endsWith(".ts"))
    return {
      file: fileURLToPath(new URL("qr-render-worker.server.ts", here)),
      execArgv: ["--import", "tsx"],
    };
  return { file: fileURLToPath(new URL("qr-render-worker.mjs", here)), execArgv: ["--enable-source-maps"] };
}

/**
 * A small fixed pool of worker processes drawing branded PNGs, so the pixel loop,
 * PNG encoding (~0.3–0.5 s at 2048 px) and SVG rasterising never hold up redirects
 * on the main thread. Processes, not worker threads: resvg's native code cannot be
 * interrupted, and a 2 KB SVG can keep it busy for a minute and more, which a
 * thread's terminate() does not stop; SIGKILL does. One job per worker at a time;
 * a bounded FIFO queue in front. A worker that dies or overruns the time limit is
 * killed and replaced on the next job, so one bad logo costs one request, never
 * the pool. Decision record: ADR 0047.
 */
export function createQrRenderPool(options: QrRenderPoolOptions = {}): QrRenderPool {
  const count = Math.max(1, options.workers ?? 1);
  const maxQueue = Math.max(0, options.maxQueue ?? 8);
  const timeoutMs = options.timeoutMs ?? 5000;
  const entry = options.entry ?? defaultEntry();
  const log = options.log ?? (() => {});
  const slots: Slot[] = Array.from({ length: count }, () => ({
    worker: null,
    ready: false,
    task: null,
    timer: null,
  }));
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function finish(slot: Slot, result: PngRender): void {
    const task = slot.task;
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    task?.resolve(result);
  }

  /** Kills the slot's worker (after a timeout or failure); a new one starts with the next job. */
  function discard(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    worker?.kill("SIGKILL");
  }

  function spawn(slot: Slot): ChildProcess {
    const worker = fork(entry.file, [], {
      execArgv: entry.execArgv,
      // Structured clone over the IPC channel: typed arrays arrive as typed arrays.
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    slot.ready = false;
    const boot = setTimeout(() => lost("did not start"), BOOT_TIMEOUT_MS);
    boot.unref();
    worker.on("message", (reply: RenderReply | "ready") => {
      if (slot.worker !== worker) return;
      if (reply === "ready") {
        clearTimeout(boot);
        slot.ready = true;
        if (slot.task !== null) dispatch(slot, worker, slot.task);
        return;
      }
      if (slot.task?.id !== reply.id) return;
      finish(
        slot,
        reply.ok
          ? { ok: true, png: reply.png, workerPid: reply.workerPid }
          : reply.reason === "logo"
            ? { ok: false, reason: "logo", message: reply.message }
            : { ok: false, reason: "failed", message: reply.message },
      );
      startNext(slot);
    });
    const lost = (why: string) => {
      clearTimeout(boot);
      if (slot.worker !== worker) return;
      // Not stopped by us: it died (a crash, or killed from outside).
      log(`qr render worker ${worker.pid ?? "?"}: ${why}`);
      slot.worker = null;
      worker.kill("SIGKILL");
      finish(slot, { ok: false, reason: "failed", message: `the render worker stopped (${why})` });
      startNext(slot);
    };
    worker.on("error", (err) => lost(err.message));
    worker.on("exit", (code, signal) => lost(signal ?? `exit code ${code}`));
    // The server keeps the process alive, and closes the pool when it stops.
    worker.unref();
    worker.channel?.unref();
    return worker;
  }

  function start(slot: Slot, task: Task): void {
    if (task.expiry !== null) clearTimeout(task.expiry);
    slot.task = task;
    if (slot.worker === null) slot.worker = spawn(slot);
    // Otherwise the job goes out when the worker says it is ready.
    else if (slot.ready) dispatch(slot, slot.worker, task);
  }

  function dispatch(slot: Slot, worker: ChildProcess, task: Task): void {
    slot.timer = setTimeout(() => {
      discard(slot);
      finish(slot, { ok: false, reason: "timeout" });
      startNext(slot);
    }, timeoutMs);
    worker.send({ id: task.id, ...task.job });
  }

  function startNext(slot: Slot): void {
    const task = closed ? undefined : queue.shift();
    if (task !== undefined) start(slot, task);
  }

  // Start the workers now, so the first download does not wait for a process to boot.
  for (const slot of slots) slot.worker = spawn(slot);

  return {
    renderPng(job) {
      if (closed) return Promise.resolve({ ok: false, reason: "closed" });
      return new Promise<PngRender>((resolve) => {
        const task: Task = { id: nextId++, job, resolve, expiry: null };
        const idle = slots.find((s) => s.task === null);
        if (idle !== undefined) return start(idle, task);
        if (queue.length >= maxQueue) return resolve({ ok: false, reason: "busy" });
        queue.push(task);
        // Waiting longer than a drawing may take means the workers are saturated: say so.
        task.expiry = setTimeout(() => {
          queue.splice(queue.indexOf(task), 1);
          resolve({ ok: false, reason: "busy" });
        }, timeoutMs);
      });
    },
    workers: () => slots.flatMap((s) => (s.worker === null ? [] : [s.worker])),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) {
        if (task.expiry !== null) clearTimeout(task.expiry);
        task.resolve({ ok: false, reason: "closed" });
      }
      const exits = slots.map((slot) => {
        const worker = slot.worker;
        slot.worker = null;
        finish(slot, { ok: false, reason: "closed" });
        if (worker === null || worker.exitCode !== null || worker.signalCode !== null) return undefined;
        const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
        worker.kill("SIGKILL");
        return exited;
      });
      await Promise.all(exits);
    },
  };
}
