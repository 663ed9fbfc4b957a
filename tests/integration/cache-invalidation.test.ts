import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cannotRun } from "./support/cannot-run";
import type { TestDatabase } from "./support/databases";
import { childEnv, runAdmin } from "./support/processes";
import type { TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  eventually,
  LONG_TTL,
  TEST_REDIS_URL,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  cannotRun("link cache invalidation across instances", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

/**
 * Several instances on one PostgreSQL and one Redis: a removal made through one
 * instance, or by the CLI directly on the database, reaches every instance's cache.
 */
describe.runIf(enabled)("link cache invalidation across instances (PostgreSQL + Redis)", () => {
  let instances: TwoInstances | undefined;
  let a: TestServer;
  let b: TestServer;
  let database: TestDatabase;

  beforeAll(async () => {
    instances = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
    ({ a, b } = instances);
    database = instances.database;
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  async function createOnA(): Promise<string> {
    const res = await fetch(`${a.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "447911123456" }),
    });
    return String(((await res.json()) as { code: string }).code);
  }

  const statusOn = async (server: TestServer, code: string) =>
    (await fetch(`${server.base}/${code}`, { redirect: "manual" })).status;

  it("a removal through one instance drops the link from the other's cache", async () => {
    const code = await createOnA();
    expect(await statusOn(b, code)).toBe(302); // cached on B for 10 minutes
    expect((await a.admin("remove", { code })).status).toBe(200);
    expect(await eventually(async () => (await statusOn(b, code)) === 404)).toBe(true);
    expect((await a.admin("restore", { code })).status).toBe(200);
    expect(await eventually(async () => (await statusOn(b, code)) === 302)).toBe(true);
  });

  it("the CLI working directly on PostgreSQL tells every instance through Redis", async () => {
    const code = await createOnA();
    expect(await statusOn(a, code)).toBe(302);
    expect(await statusOn(b, code)).toBe(302);
    // A DATA_DIR without admin.json: no server to go through, so the CLI opens the database itself.
    const elsewhere = mkdtempSync(join(tmpdir(), "chatlink-cli-"));
    try {
      const run = await runAdmin(
        ["remove", code],
        childEnv({ DATA_DIR: elsewhere, DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL ?? "" }),
      );
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("directly");
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(await eventually(async () => (await statusOn(a, code)) === 404)).toBe(true);
    expect(await eventually(async () => (await statusOn(b, code)) === 404)).toBe(true);
  });
});
