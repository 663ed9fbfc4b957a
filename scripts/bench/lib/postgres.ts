import pg from "pg";

/** Where to create throw-away databases: TEST_DATABASE_URL, else the local server. */
const ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

export type TempDatabase = { ok: true; url: string; drop(): Promise<void> } | { ok: false; reason: string };

/** Creates a uniquely named empty database for one run; `{ok: false}` with the reason when PostgreSQL is unreachable. */
export async function createTempDatabase(prefix = "chatlink_bench"): Promise<TempDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return {
      ok: false,
      reason: `PostgreSQL unreachable at ${redact(ADMIN_URL)} (${(err as Error).message})`,
    };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    ok: true,
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.href;
}
