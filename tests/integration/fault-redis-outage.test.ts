import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "#db/schema";
import { LINK_CACHE_CHANNEL } from "#domain/links/link-cache-bus.server";
import { cannotRun } from "./support/cannot-run";
import { type PrivateRedis, privateRedisUnavailable, startPrivateRedis } from "./support/fault-services";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * Redis gone: the server keeps serving. Creation is still limited, per instance in
 * memory; redirects and removals work; once Redis is back the limit is counted
 * there again and the cache bus hears invalidations again. Redis here is a
 * private redis-server on a free port (killed with SIGKILL), never the shared one.
 */
const unavailable = privateRedisUnavailable();
if (unavailable) cannotRun("Redis killed and restarted", unavailable);

const PHONE = "447911123456";
const LIMIT = 3;
const LONG_TTL = 10 * 60_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A documentation-range address no other run uses. */
function uniqueAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.18.${a}.${b}`;
}

describe.skipIf(unavailable !== null)("Redis killed and restarted", () => {
  let redis: PrivateRedis;
  let server: TestServer;
  let probe: Redis;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    server = await bootTestServer("pglite", {
      env: { REDIS_URL: redis.url },
      start: { createPerMinute: LIMIT, linkCacheTtlMs: LONG_TTL },
    });
    probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    probe.on("error", () => {});
  }, 120_000);
  afterAll(async () => {
    probe?.disconnect();
    await server?.stop();
    await redis?.destroy();
  });

  const create = (from: string) =>
    fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ phone: PHONE, message: "redis" }),
    });
  const visit = (code: string) => fetch(`${server.base}/${code}`, { redirect: "manual" });

  /** LIMIT creations allowed from one address, the next refused with 429 JSON; returns the first code. */
  async function expectLimited(from: string): Promise<string> {
    const codes: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await create(from);
      expect(res.status).toBe(201);
      codes.push(String(((await res.json()) as { code: string }).code));
    }
    const refused = await create(from);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe("rate_limited");
    return codes[0] ?? "";
  }

  const rateKeys = async () => {
    await probe.connect().catch(() => {});
    return probe.keys("chatlink:rate:create:*");
  };

  it("counts in Redis while it is up", async () => {
    await expectLimited(uniqueAddress());
    expect((await rateKeys()).length).toBeGreaterThan(0);
  });

  it("keeps serving with Redis gone: limits per instance in memory, redirects, removals", async () => {
    const code = await expectLimited(uniqueAddress());
    expect((await visit(code)).status).toBe(302);
    probe.disconnect();
    await redis.kill();

    // Still limited (now in this process's memory), never a 5xx.
    const from = uniqueAddress();
    const during = await expectLimited(from);
    // Redirects need no Redis, cached or not.
    expect((await visit(code)).status).toBe(302);
    expect((await visit(during)).status).toBe(302);
    // A removal still drops the link from this instance's cache (the publish to others fails quietly).
    expect((await server.admin("remove", { code })).status).toBe(200);
    expect((await visit(code)).status).toBe(404);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  it("once Redis is back, limits are counted there again and invalidations are heard again", async () => {
    await redis.start();
    // ioredis reconnects in the background (backing off to every 5 s): poll, bounded.
    let back = false;
    for (let i = 0; i < 150 && !back; i++) {
      const res = await create(uniqueAddress());
      expect([201, 429]).toContain(res.status);
      await res.arrayBuffer();
      back = (await rateKeys()).length > 0;
      if (!back) await pause(100);
    }
    expect(back).toBe(true);
    await expectLimited(uniqueAddress());

    // The subscriber re-subscribed: an edit made elsewhere and announced on the channel is applied here.
    const from = uniqueAddress();
    const res = await create(from);
    const body = (await res.json()) as { code?: string };
    // The address and answer in the failure: a 429 here was seen once on a loaded CI machine.
    expect({ status: res.status, from, body }).toMatchObject({ status: 201 });
    const code = String(body.code);
    expect((await visit(code)).headers.get("location")).toBe(`https://wa.me/${PHONE}?text=redis`);
    await server.running.database.db.update(links).set({ message: "edited" }).where(eq(links.codeKey, code));
    let heard = false;
    for (let i = 0; i < 150 && !heard; i++) {
      // Published until heard: the re-subscription may land just after a first message.
      await probe.publish(LINK_CACHE_CHANNEL, JSON.stringify({ kind: "link", codeKey: code }));
      heard = (await visit(code)).headers.get("location") === `https://wa.me/${PHONE}?text=edited`;
      if (!heard) await pause(100);
    }
    expect(heard).toBe(true);
  }, 60_000);
});
