import { join } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock.server";
import { PGliteThread } from "./pglite-thread.server";
import { preparePrivateDataDir } from "./private-files.server";
import { projectRoot } from "./project-root.server";
import * as schema from "./schema";

export { DataDirBusyError, lockDataDir } from "./data-dir-lock.server";

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
  /** Warnings (a DATA_DIR others may read); default stderr. */
  log?: (message: string) => void;
}

const MIGRATIONS_FOLDER = join(projectRoot(), "db", "migrations");

/**
 * PGlite keeps Postgres' shared buffers inside the process's WASM heap: the default
 * 128 MB made a reopened server ~320 MB RSS, 16 MB makes it ~180 MB. Our working set is
 * small and hot links are cached in process anyway; pages still come from the OS cache.
 */
const PGLITE_CONF = ["shared_buffers = 16MB"];

/** Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const log = config.log ?? ((m: string) => console.error(m));
  return config.databaseUrl === undefined
    ? openPglite(config.dataDir, log)
    : openPostgres(config.databaseUrl);
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

async function openPglite(dataDir: string, log: (message: string) => void): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  preparePrivateDataDir(dataDir, "pglite", log);
  const releaseLock = lockDataDir(dataDir);
  try {
    // On its own thread, which also applies the migrations: see pglite-thread.server.ts.
    const thread = await PGliteThread.open(
      {
        dataDir: join(dataDir, "pglite"),
        postgresqlconf: PGLITE_CONF,
        migrationsFolder: MIGRATIONS_FOLDER,
      },
      log,
    );
    const db = drizzle({ client: thread.asPglite(), schema });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      close: async () => {
        try {
          await thread.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
