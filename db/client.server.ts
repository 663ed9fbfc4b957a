import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectRoot } from "./project-root.server";
import * as schema from "./schema";

/** Either driver behind one type: queries are written once against PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | undefined;
}

const MIGRATIONS_FOLDER = join(projectRoot(), "db", "migrations");

/**
 * PGlite keeps Postgres' shared buffers inside the process's WASM heap: the default
 * 128 MB made a reopened server ~320 MB RSS, 16 MB makes it ~180 MB. Our working set is
 * small and hot links are cached in process anyway; pages still come from the OS cache.
 */
const PGLITE_CONF = ["shared_buffers = 16MB"];

/** Another live process holds the embedded database (PGlite allows one process per data directory). */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}. ` +
        "Only one process may open the embedded database: stop that process, or use it (npm run admin goes through a running server).",
    );
    this.name = "DataDirBusyError";
  }
}

/** Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl === undefined ? openPglite(config.dataDir) : openPostgres(config.databaseUrl);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on("error", (err) => console.error(`database: ${err.message}`));
  // The pool listens for errors only on idle clients. A client checked out for a transaction (the
  // click flush) that loses its connection emits 'error' with no listener, an uncaught exception
  // that killed the process when PostgreSQL restarted. The failed query already reports it.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await pool.end();
    throw err;
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(join(dataDir, "pglite"), { postgresqlconf: PGLITE_CONF });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        try {
          await opened.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    releaseLock();
    throw err;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes DATA_DIR/chatlink.lock (our pid), so a second process gets a clear
 * message instead of corrupting the embedded database. A lock left by a dead
 * process (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(resolve(dataDir), "chatlink.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirBusyError(dataDir, pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/** Pid holding DATA_DIR, if a live process does. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(join(resolve(dataDir), "chatlink.lock"), "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}
