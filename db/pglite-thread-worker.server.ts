/**
 * The embedded database's own thread (bundled as build/server-node/pglite-worker.mjs).
 * PGlite runs PostgreSQL's code on the thread that calls it, so a slow query here
 * stalls this thread and not the server's event loop, where the redirects run
 * (ADR 0136). It opens PGlite, applies the migrations, then answers the requests of
 * pglite-thread.server.ts one message each, in the order they arrive, but for the click and
 * visitor writes, which give way to the rest (./background-lane.server.ts).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { BACKGROUND_MARK, BackgroundLane } from "./background-lane.server";
import type { ThreadReply, ThreadRequest, ThreadStart } from "./pglite-thread.server";

const port = parentPort;
if (port === null) throw new Error("pglite-thread-worker runs as a worker thread only");
const start = workerData as ThreadStart;

/** Open transactions by id: their handle, and how to end them (true commits). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTransaction = 1;
/** Settles an `end` request once PGlite has committed or rolled back (with the error, if any). */
const endings = new Map<number, (failure: unknown) => void>();
/** Thrown inside PGlite's transaction callback so that it rolls back. */
const ROLLBACK = Symbol("rollback");

const identity = (value: unknown) => value;
const parsersByTypes = new Map<string, Record<number, (value: string) => unknown>>();
/** The main thread sends the type ids it wants left as text (drizzle's parsers all return their input). */
function parsersFor(types: number[]): Record<number, (value: string) => unknown> {
  const key = types.join(",");
  let parsers = parsersByTypes.get(key);
  if (parsers === undefined) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

/** Only plain fields cross the thread boundary: a DatabaseError's code, detail, constraint… */
function plainError(err: unknown): ThreadReply["error"] {
  const source = (typeof err === "object" && err !== null ? err : { message: String(err) }) as Record<
    string,
    unknown
  >;
  const fields: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(source))
    if (["string", "number", "boolean"].includes(typeof value) && name !== "query")
      fields[name] = value as string | number | boolean;
  return {
    message: typeof source.message === "string" ? source.message : String(err),
    name: typeof source.name === "string" ? source.name : "Error",
    fields,
  };
}

async function answer(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (target === undefined) throw new Error("the transaction has ended");
      const result = await target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.textTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "begin": {
      const id = nextTransaction++;
      const opened = new Promise<void>((opened, failed) => {
        db.transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            transactions.set(id, { tx, end });
            opened();
          });
          if (!commit) throw ROLLBACK;
        })
          .then(() => endings.get(id)?.(undefined))
          .catch((err: unknown) => {
            // Failing to begin at all rejects `begin`; afterwards, the ending reports it.
            if (!transactions.has(id)) failed(err);
            else endings.get(id)?.(err === ROLLBACK ? undefined : err);
          })
          .finally(() => {
            transactions.delete(id);
            endings.delete(id);
          });
      });
      await opened;
      return id;
    }
    case "end": {
      const open = transactions.get(request.tx);
      if (open === undefined) throw new Error("the transaction has ended");
      const ended = new Promise<unknown>((settle) => endings.set(request.tx, settle));
      open.end(request.commit);
      const failure = await ended;
      if (failure !== undefined) throw failure;
      return null;
    }
    case "close":
      await db.close();
      return null;
  }
}

/**
 * Opening a new data directory runs initdb in a WebAssembly instance that PGlite then
 * drops. In the server's thread the next collection freed it; this thread allocates
 * little afterwards, so nothing collects it, and a first boot kept ~380 MB more RSS.
 * One collection a second after the database is open gives most of it back (measured:
 * 743 → 431 MB; on a reopened directory there is nothing to give back).
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  // Not at once: the dropped instance is still referenced until the open's last callbacks run.
  setTimeout(gc, 1000).unref();
}

async function main(): Promise<void> {
  const db = await PGlite.create(start.dataDir, { postgresqlconf: start.postgresqlconf });
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder: start.migrationsFolder });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  collectGarbage();
  const lane = new BackgroundLane();
  port?.on("message", (request: ThreadRequest) => {
    const background =
      request.op === "query" && request.tx === undefined && request.sql.startsWith(BACKGROUND_MARK);
    const run = () => answer(db, request);
    (background ? lane.backgroundTask(run) : lane.foregroundTask(run)).then(
      (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
      (err: unknown) => port.postMessage({ id: request.id, error: plainError(err) } satisfies ThreadReply),
    );
  });
  port?.postMessage({ id: 0, result: "ready" } satisfies ThreadReply);
}

main().catch((err: unknown) => port.postMessage({ id: 0, error: plainError(err) } satisfies ThreadReply));
