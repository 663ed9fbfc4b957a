/**
 * The embedded database on a worker thread (ADR 0136). PGlite runs PostgreSQL's code on
 * the thread that calls it: in the server's own thread, one slow query (an analytics
 * read, a big import) stalled every redirect waiting behind it. PGliteThread gives
 * drizzle-orm/pglite the two calls it makes (`query`, `transaction`) and sends each to
 * pglite-thread-worker.server.ts, which owns the database.
 */
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";

/** What the worker is started with. */
export interface ThreadStart {
  dataDir: string;
  postgresqlconf: string[];
  migrationsFolder: string;
}

export type ThreadRequest =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type ids whose values stay text (drizzle maps dates itself). */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

type RequestBody = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name: string; fields: Record<string, string | number | boolean> };
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/**
 * The thread's young generation: 12 MB, not V8's ~48. Its short-lived objects are query
 * messages and result rows, and a semi-space of 16 MB kept ~20–40 MB more resident under
 * uniform misses for no measured speed (docs/decisions/0162).
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 12 };

/** Where the worker's code is: its .ts source under tsx and Vitest, its bundle beside build/server-node/index.mjs. */
function startWorker(start: ThreadStart): Worker {
  const here = import.meta.url;
  const options = { workerData: start, resourceLimits: RESOURCE_LIMITS };
  if (here.endsWith(".ts")) {
    const source = new URL("pglite-thread-worker.server.ts", here).href;
    // A worker's execArgv cannot load tsx's hooks; registering them from the worker itself can.
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
    return new Worker(boot, { eval: true, ...options });
  }
  return new Worker(fileURLToPath(new URL("pglite-worker.mjs", here)), options);
}

const textTypesByParsers = new WeakMap<object, number[]>();
/**
 * The worker can only apply parsers that return their input (functions do not cross
 * threads); drizzle's are all such. A different one is a programming error, caught here.
 */
function textTypesOf(parsers: QueryOptions["parsers"]): number[] {
  if (parsers === undefined) return [];
  let types = textTypesByParsers.get(parsers);
  if (types === undefined) {
    types = Object.keys(parsers).map(Number);
    for (const type of types)
      if (parsers[type]?.("2026-01-01", type) !== "2026-01-01")
        throw new Error(`PGliteThread: the parser for type ${type} is not the identity`);
    textTypesByParsers.set(parsers, types);
  }
  return types;
}

function rebuiltError(error: NonNullable<ThreadReply["error"]>): Error {
  const err = Object.assign(new Error(error.message), error.fields);
  err.name = error.name;
  return err;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #nextId = 1;
  #closed: Error | null = null;

  private constructor(worker: Worker, log: (message: string) => void) {
    this.#worker = worker;
    worker.on("message", (reply: ThreadReply) => {
      const waiting = this.#pending.get(reply.id);
      if (waiting === undefined) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      if (reply.error === undefined) waiting.resolve(reply.result);
      else waiting.reject(rebuiltError(reply.error));
    });
    // Every query then fails as unavailable (503, /api/health down); cached redirects go on.
    worker.on("error", (err) => {
      log(`database: the embedded database's thread failed: ${err.message}`);
      this.#fail(`PGlite is closed: its thread failed (${err.message})`);
    });
    worker.on("exit", (code) => {
      if (this.#closed === null) log(`database: the embedded database's thread exited (code ${code})`);
      this.#fail("PGlite is closed: its thread exited");
    });
  }

  /** Starts the thread, which opens the database in `start.dataDir` and migrates it. */
  static async open(start: ThreadStart, log: (message: string) => void): Promise<PGliteThread> {
    const thread = new PGliteThread(startWorker(start), log);
    // Request 0 is the worker's "ready" (or the reason it could not open the database).
    await new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject })).catch(
      async (err: unknown) => {
        await thread.#worker.terminate();
        throw err;
      },
    );
    thread.#worker.unref();
    return thread;
  }

  #fail(message: string): void {
    this.#closed ??= new Error(message);
    for (const waiting of this.#pending.values()) waiting.reject(this.#closed);
    this.#pending.clear();
  }

  #send<T>(body: RequestBody): Promise<T> {
    if (this.#closed !== null) return Promise.reject(this.#closed);
    const id = this.#nextId++;
    // A pending request keeps the process alive (a CLI awaiting its last query); an idle thread does not.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  #query(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return this.#send<{ rows: unknown[]; fields: unknown[]; affectedRows?: number }>({
      op: "query",
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? "object",
      textTypes: textTypesOf(options?.parsers),
      ...(tx === undefined ? {} : { tx }),
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#query(sql, params, options);
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: { query: PGliteThread["query"] }) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: "begin" });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.#query(sql, params, options, tx) });
    } catch (err) {
      await this.#send({ op: "end", tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.#send({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed !== null) return;
    try {
      await this.#send({ op: "close" });
    } finally {
      this.#fail("PGlite is closed");
      await this.#worker.terminate();
    }
  }

  /** drizzle-orm/pglite is typed for PGlite itself; it calls only `query` and `transaction`. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
