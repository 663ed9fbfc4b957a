import { afterAll, beforeAll } from "vitest";
import { accounts } from "#db/schema";
import { createTestDatabase, type Driver, type TestDatabase } from "./databases";
import { cliEnvFor, runAdmin } from "./processes";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./test-server";

export interface Agent {
  id: string;
  name: string;
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  hours: unknown;
  openNow: boolean;
}

export const NINE_TO_FIVE = {
  timeZone: "Europe/London",
  weekly: { mon: [["09:00", "17:30"]], sat: [["22:00", "02:00"]] },
};
/** Open at no moment of the week: no day has a range. */
export const NEVER_OPEN = { timeZone: "UTC", weekly: {} };

/**
 * A built server with two accounts and API keys (alice: write and read, bob: write), for the
 * agents and team-link suites: call it inside a describe, it registers the hooks.
 */
export function apiV1Fixture(driver: Driver, boot: { env?: () => Record<string, string> } = {}) {
  const fixture = {
    server: undefined as unknown as TestServer,
    database: undefined as TestDatabase | undefined,
    stamp: Date.now().toString(36),
    aliceKey: "",
    aliceReadKey: "",
    bobKey: "",
    /** A call to /api/v1 (or to another /api/ path given whole) from a fresh address. */
    async call(key: string | null, method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(
        `${fixture.server.base}${path.startsWith("/api/") ? "" : "/api/v1"}${path}`,
        {
          method,
          headers,
          ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
        },
      );
      const text = await response.text();
      // biome-ignore lint/suspicious/noExplicitAny: JSON answers read by the tests
      return { status: response.status, json: (text === "" ? null : JSON.parse(text)) as any };
    },
    /** A new agent of alice's workspace (201 expected). */
    async addAgent(body: Record<string, unknown>): Promise<Agent> {
      const made = await fixture.call(fixture.aliceKey, "POST", "/agents", body);
      if (made.status !== 201) throw new Error(`agent: ${made.status} ${JSON.stringify(made.json)}`);
      return made.json as Agent;
    },
  };
  beforeAll(async () => {
    if (driver === "postgres") fixture.database = await createTestDatabase();
    fixture.server = await bootTestServer(driver, {
      ...(fixture.database === undefined ? {} : { databaseUrl: fixture.database.url }),
      ...(boot.env === undefined ? {} : { env: boot.env() }),
    });
    const env = cliEnvFor(fixture.server.dataDir, fixture.database?.url, PUBLIC_URL);
    const alice = `alice-${fixture.stamp}@example.com`;
    const bob = `bob-${fixture.stamp}@example.com`;
    await fixture.server.running.database.db.insert(accounts).values([{ email: alice }, { email: bob }]);
    fixture.aliceKey = String((await runAdmin(["api-key", "create", alice], env)).json.key);
    fixture.aliceReadKey = String(
      (await runAdmin(["api-key", "create", alice, "--scope", "read"], env)).json.key,
    );
    fixture.bobKey = String((await runAdmin(["api-key", "create", bob], env)).json.key);
  });
  afterAll(async () => {
    await fixture.server?.stop();
    await fixture.database?.drop();
  });
  return fixture;
}
