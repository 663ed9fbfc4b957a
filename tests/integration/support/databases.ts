import { randomBytes } from "node:crypto";
import pg from "pg";

export type Driver = "pglite" | "postgres";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Drivers this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (as in CI). */
export const DRIVERS: readonly Driver[] = TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let warned = false;
/** Says out loud, once per file, that the PostgreSQL half is skipped. */
export function warnIfPostgresSkipped(): void {
  if (TEST_DATABASE_URL || warned) return;
  warned = true;
  console.warn(
    "SKIPPED: PostgreSQL integration suite (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)",
  );
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, uniquely named database next to TEST_DATABASE_URL's, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `chatlink_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
