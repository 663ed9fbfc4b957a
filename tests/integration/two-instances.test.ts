import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "#db/schema";
import { publishInvalidationOnce } from "#domain/links/link-cache-bus.server";
import { cannotRun } from "./support/cannot-run";
import type { TestServer } from "./support/test-server";
import {
  bootTwoInstances,
  twoInstancesEnabled as enabled,
  LONG_TTL,
  TEST_REDIS_URL,
  type TwoInstances,
} from "./support/two-instances";

if (!enabled)
  cannotRun("two instances on one PostgreSQL and one Redis", "needs TEST_DATABASE_URL and TEST_REDIS_URL");

const PHONE = "447911123456";
const LIMIT = 4;
/** The contract: an edited or removed link is seen by every instance within a second. */
const WITHIN_A_SECOND = 1000;

/** An address no other run on the shared Redis uses (its rate-limit key is per address). */
function uniqueAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.19.${a}.${b}`;
}

/**
 * Two instances on one PostgreSQL and one Redis (the real ones CI provides), as
 * behind a load balancer. Removals through the admin path and the CLI reaching
 * every cache are in cache-invalidation.test.ts; this file covers the shared
 * creation limit and the one-second promise for edits and removals.
 */
describe.runIf(enabled)("two instances on one PostgreSQL and one Redis", () => {
  let instances: TwoInstances | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    instances = await bootTwoInstances({ createPerMinute: LIMIT, linkCacheTtlMs: LONG_TTL });
    ({ a, b } = instances);
  }, 120_000);
  afterAll(async () => {
    await instances?.stop();
  });

  const create = (server: TestServer, from: string, message = "two") =>
    fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ phone: PHONE, message }),
    });
  const visit = (server: TestServer, code: string) => fetch(`${server.base}/${code}`, { redirect: "manual" });

  /** Polls until `check` holds or the deadline passes; true when it held. */
  async function byDeadline(deadlineMs: number, check: () => Promise<boolean>): Promise<boolean> {
    const until = Date.now() + deadlineMs;
    do {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    } while (Date.now() < until);
    return check();
  }

  it("shares the creation limit: N allowed across both, the next refused on either", async () => {
    const from = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await create(i % 2 === 0 ? a : b, from);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(201));
    for (const server of [a, b]) {
      const refused = await create(server, from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toBe("rate_limited");
    }
    // Another address is unaffected on either.
    expect((await create(b, uniqueAddress())).status).toBe(201);
  });

  it("a link edited in the database and announced on the bus is seen by both within a second", async () => {
    const res = await create(a, uniqueAddress(), "before");
    expect(res.status).toBe(201);
    const code = String(((await res.json()) as { code: string }).code);
    for (const server of [a, b]) expect((await visit(server, code)).status).toBe(302); // cached on both

    await a.running.database.db.update(links).set({ message: "after" }).where(eq(links.codeKey, code));
    // What the CLI does after working on PostgreSQL directly.
    await publishInvalidationOnce(TEST_REDIS_URL ?? "", { kind: "link", codeKey: code });
    const edited = `https://wa.me/${PHONE}?text=after`;
    for (const server of [a, b]) {
      const seen = await byDeadline(
        WITHIN_A_SECOND,
        async () => (await visit(server, code)).headers.get("location") === edited,
      );
      expect(seen, server === a ? "instance A" : "instance B").toBe(true);
    }
  });

  it("a link removed through one instance is not found on the other within a second", async () => {
    const res = await create(b, uniqueAddress());
    expect(res.status).toBe(201);
    const code = String(((await res.json()) as { code: string }).code);
    expect((await visit(b, code)).status).toBe(302); // cached on B
    expect((await a.admin("remove", { code, reason: "reported" })).status).toBe(200);
    expect(
      await byDeadline(WITHIN_A_SECOND, async () => [404, 410].includes((await visit(b, code)).status)),
    ).toBe(true);
  });
});
