import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImportFileProblem } from "#core/import-columns";
import type { ImportOptions } from "./import-links.server";
import { type CsvBatch, ImportFileError } from "./parse-import-csv.server";

/**
 * Uploaded CSV files read, and their rows checked, on a worker thread, and how many imports
 * the server runs at once. Each import still compares its rows and writes its pages from the
 * event loop (and the database's thread): two at once keep a redirect's wait behind them
 * short; four at once took a redirect's p99 to 92 ms. The thread starts with the first import
 * and reads one batch per ask (the event loop never holds more than a page ahead of what it
 * has written).
 */
export interface CsvImports {
  /** A place among the imports running now, or null when MAX are running (say "busy, try again"). */
  take(): (() => void) | null;
  /**
   * The file's rows, read and each checked on its own with `options` on the thread; `lines`
   * is its line count, known before the first batch.
   */
  read(
    bytes: ArrayBuffer,
    options: ImportOptions,
  ): { lines: Promise<number>; batches: AsyncIterable<CsvBatch> };
  close(): Promise<void>;
}

export type ParseRequest =
  | { id: number; op: "start"; bytes: ArrayBuffer; options: ImportOptions }
  | { id: number; op: "next" }
  | { id: number; op: "cancel" };

export type ParseReply =
  | { id: number; lines: number }
  | { id: number; batch: CsvBatch }
  | { id: number; done: true }
  /** `fileError`: the file's problem when it cannot be imported at all (ImportFileError), else null. */
  | { id: number; error: { fileError: ImportFileProblem | null; message: string } };

/** Imports (or previews) running at once, server-wide. */
export const IMPORTS_AT_ONCE = 2;

/** Where the thread's code is: its .ts source under tsx and Vitest, its bundle beside build/server-node/index.mjs. */
function startWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const source = new URL("import-parse-worker.server.ts", here).href;
    // A worker's execArgv cannot load tsx's hooks; registering them from the worker itself can.
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(fileURLToPath(new URL("import-parse-worker.mjs", here)));
}

export function createCsvImports(options: { max?: number } = {}): CsvImports {
  const max = options.max ?? IMPORTS_AT_ONCE;
  let running = 0;
  let worker: Worker | null = null;
  let nextId = 1;
  /** The one reply each job waits for now. */
  const waiting = new Map<number, { resolve: (reply: ParseReply) => void; reject: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const { reject } of waiting.values()) reject(err);
    waiting.clear();
  };
  function thread(): Worker {
    if (worker !== null) return worker;
    const started = startWorker();
    started.unref();
    started.on("message", (reply: ParseReply) => {
      const job = waiting.get(reply.id);
      waiting.delete(reply.id);
      job?.resolve(reply);
    });
    started.on("error", (err) => failAll(err));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the CSV reading thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }
  const ask = (id: number, request: ParseRequest, transfer: ArrayBuffer[] = []) =>
    new Promise<ParseReply>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread().postMessage(request, transfer);
    });

  return {
    take() {
      if (running >= max) return null;
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
      };
    },
    read(bytes, options) {
      const id = nextId++;
      const started = ask(id, { id, op: "start", bytes, options }, [bytes]);
      // A thread that failed to start fails the batches too; the count alone is not worth an error.
      const lines = started.then(
        (reply) => ("lines" in reply ? reply.lines : 0),
        () => 0,
      );
      async function* batches(): AsyncGenerator<CsvBatch> {
        await started;
        let finished = false;
        try {
          for (;;) {
            const reply = await ask(id, { id, op: "next" });
            if ("error" in reply) {
              finished = true;
              throw reply.error.fileError !== null
                ? new ImportFileError(reply.error.message, reply.error.fileError)
                : new Error(reply.error.message);
            }
            if ("done" in reply) {
              finished = true;
              return;
            }
            if ("batch" in reply) yield reply.batch;
          }
        } finally {
          // Stopped early: the thread drops the file.
          if (!finished) worker?.postMessage({ id, op: "cancel" } satisfies ParseRequest);
        }
      }
      return { lines, batches: batches() };
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
