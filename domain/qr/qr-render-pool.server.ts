import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { QrRenderer, RenderJob, RenderReply, RenderResult } from "./qr-render-protocol.server";

export interface QrRenderPoolOptions {
  /** Render processes (env QR_RENDER_WORKERS, default 1: the machine has two cores and redirects need one). */
  workers?: number;
  /** Jobs waiting for a worker beyond those being drawn; more are refused as busy (default 8). */
  maxQueue?: number;
  /** Longest one drawing, or one wait in the queue, may take (default 5 s; a 2048 px PNG takes ~0.5 s). */
  timeoutMs?: number;
  /**
   * Jobs one owner (an account, an address) may have in the pool at once, drawing or
   * waiting (default 2: a preview and a download); more are refused as "owner_busy".
   */
  maxPerOwner?: number;
  /**
   * Memory a worker may use, in MiB (default 512): the OS data limit (`prlimit --data`,
   * covering resvg's native allocations), half of it for V8's heap. 0: no limit.
   */
  memoryLimitMb?: number;
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
  owner: string;
  job: RenderJob;
  resolve: (result: RenderResult) => void;
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

/** util-linux's prlimit, which sets a resource limit and then runs the command in the same process. */
const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"].find((path) => existsSync(path)) ?? null;

/**
 * A small fixed pool of worker processes drawing QR images — branded PNGs and SVGs
 * with their logos, and uncached /api/qr images — so the pixel loop, PNG encoding
 * (~0.3–0.5 s at 2048 px), logo decoding and parsing and SVG rasterising never hold
 * up redirects on the main thread. Processes, not worker threads: resvg's native code cannot be
 * interrupted, and a 2 KB SVG can keep it busy for a minute and more, which a
 * thread's terminate() does not stop; SIGKILL does. One job per worker at a time;
 * a bounded FIFO queue in front. A worker that dies or overruns the time limit is
 * killed and replaced on the next job, so one bad logo costs one request, never
 * the pool. Each owner may have `maxPerOwner` jobs in the pool, and a free worker
 * takes the oldest job of an owner other than the one it has just served, so one
 * account or address cannot hold the workers while others wait. Each worker runs
 * under a memory limit, so a runaway allocation kills that worker only.
 * Decision records: ADR 0047, 0055, 0057, 0071.
 */
export function createQrRenderPool(options: QrRenderPoolOptions = {}): QrRenderPool {
  const count = Math.max(1, options.workers ?? 1);
  const maxQueue = Math.max(0, options.maxQueue ?? 8);
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxPerOwner = Math.max(1, options.maxPerOwner ?? 2);
  const memoryLimitMb = options.memoryLimitMb ?? 512;
  const entry = options.entry ?? defaultEntry();
  const log = options.log ?? (() => {});
  if (memoryLimitMb > 0 && PRLIMIT === null)
    log("qr render workers: prlimit not found, so only V8's heap is limited, not native memory");
  /** Jobs each owner has in the pool, drawing or waiting. */
  const perOwner = new Map<string, number>();
  const slots: Slot[] = Array.from({ length: count }, () => ({
    worker: null,
    ready: false,
    task: null,
    timer: null,
  }));
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  /** Answers the slot's job; returns its owner (the next job goes to someone else if it can). */
  function finish(slot: Slot, result: RenderResult): string | null {
    const task = slot.task;
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    task?.resolve(result);
    return task?.owner ?? null;
  }

  /** Kills the slot's worker (after a timeout or failure); a new one starts with the next job. */
  function discard(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    worker?.kill("SIGKILL");
  }

  function launch(): ChildProcess {
    const heap =
      memoryLimitMb > 0 ? [`--max-old-space-size=${Math.max(64, Math.floor(memoryLimitMb / 2))}`] : [];
    const node = [...entry.execArgv, ...heap, entry.file];
    const spawnOptions: SpawnOptions = {
      // Structured clone over the IPC channel: typed arrays arrive as typed arrays.
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    };
    // prlimit sets the limit, then execs node in its own process: same pid, same IPC channel.
    if (memoryLimitMb > 0 && PRLIMIT !== null)
      return spawn(
        PRLIMIT,
        [`--data=${memoryLimitMb * 1024 * 1024}`, process.execPath, ...node],
        spawnOptions,
      );
    return spawn(process.execPath, node, spawnOptions);
  }

  function spawnWorker(slot: Slot): ChildProcess {
    const worker = launch();
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
      const { id: _id, ...result } = reply;
      startNext(slot, finish(slot, result));
    });
    const lost = (why: string) => {
      clearTimeout(boot);
      if (slot.worker !== worker) return;
      // Not stopped by us: it died (a crash, or killed from outside).
      log(`qr render worker ${worker.pid ?? "?"}: ${why}`);
      slot.worker = null;
      worker.kill("SIGKILL");
      startNext(
        slot,
        finish(slot, { ok: false, reason: "failed", message: `the render worker stopped (${why})` }),
      );
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
    if (slot.worker === null) slot.worker = spawnWorker(slot);
    // Otherwise the job goes out when the worker says it is ready.
    else if (slot.ready) dispatch(slot, slot.worker, task);
  }

  function dispatch(slot: Slot, worker: ChildProcess, task: Task): void {
    slot.timer = setTimeout(() => {
      discard(slot);
      startNext(slot, finish(slot, { ok: false, reason: "timeout" }));
    }, timeoutMs);
    worker.send({ id: task.id, job: task.job });
  }

  /**
   * The next job for a free slot: the oldest one whose owner is neither the one just
   * served nor drawing elsewhere, else simply the oldest. So an owner's second job
   * waits behind everyone else's first, and nobody waits behind more than one of its.
   */
  function startNext(slot: Slot, lastOwner: string | null): void {
    if (closed || queue.length === 0) return;
    const drawing = new Set(slots.flatMap((s) => (s.task === null ? [] : [s.task.owner])));
    const index = queue.findIndex((t) => t.owner !== lastOwner && !drawing.has(t.owner));
    const [task] = queue.splice(Math.max(0, index), 1);
    if (task !== undefined) start(slot, task);
  }

  // Start the workers now, so the first download does not wait for a process to boot.
  for (const slot of slots) slot.worker = spawnWorker(slot);

  return {
    render(job, owner) {
      if (closed) return Promise.resolve({ ok: false, reason: "closed" });
      const held = perOwner.get(owner) ?? 0;
      if (held >= maxPerOwner) return Promise.resolve({ ok: false, reason: "owner_busy" });
      return new Promise<RenderResult>((resolve) => {
        perOwner.set(owner, held + 1);
        let answered = false;
        const answer = (result: RenderResult) => {
          if (answered) return;
          answered = true;
          const left = (perOwner.get(owner) ?? 1) - 1;
          if (left > 0) perOwner.set(owner, left);
          else perOwner.delete(owner);
          resolve(result);
        };
        const task: Task = { id: nextId++, owner, job, resolve: answer, expiry: null };
        const idle = slots.find((s) => s.task === null);
        if (idle !== undefined) return start(idle, task);
        if (queue.length >= maxQueue) return answer({ ok: false, reason: "busy" });
        queue.push(task);
        // Waiting longer than a drawing may take means the workers are saturated: say so.
        task.expiry = setTimeout(() => {
          queue.splice(queue.indexOf(task), 1);
          answer({ ok: false, reason: "busy" });
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
