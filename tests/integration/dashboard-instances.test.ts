import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThroughDashboard, redirectOf, signedInClient } from "./dashboard-helpers";
import type { TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  eventually,
  LONG_TTL,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  console.warn("SKIPPED: dashboard edits across instances (needs TEST_DATABASE_URL and TEST_REDIS_URL)");

/**
 * Two instances on one PostgreSQL and one Redis, both holding the link in their
 * redirect cache: an edit or a deletion made in the dashboard on one instance
 * reaches the other through the cache bus (pub/sub, so waited for, bounded).
 */
describe.runIf(enabled)("dashboard edits and deletions across instances (PostgreSQL + Redis)", () => {
  let instances: TwoInstances | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    instances = await bootTwoInstances({ linkCacheTtlMs: LONG_TTL });
    ({ a, b } = instances);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  it("an edit on A is used by A's next redirect and reaches B's cache; a deletion too", async () => {
    const client = await signedInClient(a);
    const { id, code } = await createThroughDashboard(a, client, {
      phone: "447911123456",
      message: "before",
    });
    const before = "https://wa.me/447911123456?text=before";
    expect((await redirectOf(a, code)).location).toBe(before);
    expect((await redirectOf(b, code)).location).toBe(before);

    const saved = await client.post(`/dashboard/links/${id}`, { phone: "447911123456", message: "after" });
    expect(saved.status).toBe(200);
    const after = "https://wa.me/447911123456?text=after";
    expect((await redirectOf(a, code)).location).toBe(after);
    expect(await eventually(async () => (await redirectOf(b, code)).location === after)).toBe(true);

    expect((await client.post("/dashboard", { intent: "delete", id: String(id) })).status).toBe(200);
    expect((await redirectOf(a, code)).status).toBe(404);
    expect(await eventually(async () => (await redirectOf(b, code)).status === 404)).toBe(true);
  });
});
