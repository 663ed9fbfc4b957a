import { accounts } from "#db/schema";
import type { StartOptions } from "#server/start.server";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "./databases";
import { cliEnvFor, runAdmin } from "./processes";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./test-server";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
/** The multi-instance suites need a real PostgreSQL and a real Redis (as CI provides). */
export const twoInstancesEnabled = TEST_DATABASE_URL !== undefined && TEST_REDIS_URL !== undefined;

/** Long enough that only an invalidation, never the TTL, can change a cached link during a test. */
export const LONG_TTL = 10 * 60_000;

export interface TwoInstances {
  database: TestDatabase;
  a: TestServer;
  b: TestServer;
  /** Stops both instances, then drops the shared database. */
  stop(): Promise<void>;
}

/**
 * Two instances of the app on one fresh PostgreSQL database and the one Redis
 * at TEST_REDIS_URL, as behind a load balancer. If the second fails to boot the
 * first is stopped and the database dropped before the error is rethrown.
 */
export async function bootTwoInstances(
  start: StartOptions = {},
  env: Record<string, string> = {},
): Promise<TwoInstances> {
  const database = await createTestDatabase();
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  const stop = async () => {
    await a?.stop();
    await b?.stop();
    await database.drop();
  };
  const boot = () =>
    bootTestServer("postgres", {
      databaseUrl: database.url,
      env: { REDIS_URL: TEST_REDIS_URL ?? "", ...env },
      start,
    });
  try {
    a = await boot();
    b = await boot();
  } catch (err) {
    await stop();
    throw err;
  }
  return { database, a, b, stop };
}

/** Pub/sub delivery is asynchronous: polls `check` every 50 ms, up to 100 times (about five seconds). */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** A new account on the pair's database and an API key for its personal workspace, made as the operator does. */
export async function operatorApiKey(pair: TwoInstances, scope: "read" | "write"): Promise<string> {
  const email = `api-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await pair.a.running.database.db.insert(accounts).values({ email });
  const made = await runAdmin(
    ["api-key", "create", email, "--scope", scope],
    cliEnvFor(pair.a.dataDir, pair.database.url, PUBLIC_URL),
  );
  return String(made.json.key);
}
