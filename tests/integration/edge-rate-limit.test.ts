import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimiter, type RateLimiter, storedLimiterKey } from "#domain/limits/rate-limit.server";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const SECRET = "test secret";
type LimiterOptions = Parameters<typeof createRateLimiter>[0];

/** Limiters made by a test, closed after it whatever happens. */
function tracked() {
  const made: RateLimiter[] = [];
  return {
    make(opts: Omit<LimiterOptions, "keySecret" | "keyedBy"> & Partial<LimiterOptions>) {
      const limiter = createRateLimiter({ keySecret: SECRET, keyedBy: "value", ...opts });
      made.push(limiter);
      return limiter;
    },
    closeAll: () => Promise.all(made.splice(0).map((l) => l.close())),
  };
}

async function hits(limiter: RateLimiter, key: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await limiter.hit(key));
  return results;
}

describe("rate limiter in memory (no REDIS_URL)", () => {
  const limiters = tracked();
  afterAll(() => limiters.closeAll());

  it("allows the limit, then refuses with Retry-After seconds within the window", async () => {
    const limiter = limiters.make({ limit: 3, windowSeconds: 60 });
    const results = await hits(limiter, "198.51.100.7", 5);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[0]?.retryAfterSeconds).toBe(0);
    for (const refused of results.slice(3)) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect((await limiter.hit("another")).allowed).toBe(true);
  });

  it("keeps separate instances separate (each process counts alone)", async () => {
    const a = limiters.make({ limit: 1, windowSeconds: 60 });
    const b = limiters.make({ limit: 1, windowSeconds: 60 });
    expect((await a.hit("k")).allowed).toBe(true);
    expect((await b.hit("k")).allowed).toBe(true);
  });
});

if (!TEST_REDIS_URL) {
  console.warn("SKIPPED: Redis rate-limit suite (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)");
}

describe.skipIf(!TEST_REDIS_URL)("rate limiter on real Redis (TEST_REDIS_URL)", () => {
  const url = TEST_REDIS_URL ?? "";
  const prefix = `chatlink-test:${randomUUID()}:`;
  const limiters = tracked();
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  let admin: Redis | undefined;
  /** Where a `value` key is counted in Redis. */
  const stored = (key: string) => `${prefix}${storedLimiterKey(SECRET, "value", key)}`;

  afterAll(async () => {
    await limiters.closeAll();
    if (admin) {
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    }
  });

  /** Waits until the limiter's connection is up, so the first hit is counted in Redis. */
  async function ready(limiter: RateLimiter, key: string, keyPrefix = prefix): Promise<void> {
    admin ??= new Redis(url, { maxRetriesPerRequest: 1 });
    for (let i = 0; i < 100; i++) {
      // A valid IPv4 address, so it is counted as given by `address` limiters too.
      const probe = `10.${key.length % 250}.${Math.floor(i / 250)}.${i % 250}`;
      await limiter.hit(probe);
      if ((await admin.exists(`${keyPrefix}${storedLimiterKey(SECRET, "value", probe)}`)) === 1) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("limiter never reached Redis");
  }

  it("counts in Redis with an expiry on the key", async () => {
    const limiter = limiters.make({ redisUrl: url, limit: 2, windowSeconds: 30, prefix, log });
    await ready(limiter, "one");
    const results = await hits(limiter, "203.0.113.1", 3);
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(results[2]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[2]?.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await admin?.get(stored("203.0.113.1"))).toBe("3");
    const ttl = (await admin?.pttl(stored("203.0.113.1"))) ?? -1;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
    expect(logs).toEqual([]);
  });

  it("shares one count between two instances on the same Redis", async () => {
    const a = limiters.make({ redisUrl: url, limit: 3, windowSeconds: 60, prefix, log });
    const b = limiters.make({ redisUrl: url, limit: 3, windowSeconds: 60, prefix, log });
    await ready(a, "a");
    await ready(b, "b");
    const key = "2001:db8:1:2::/64";
    expect((await a.hit(key)).allowed).toBe(true);
    expect((await b.hit(key)).allowed).toBe(true);
    expect((await a.hit(key)).allowed).toBe(true);
    const fourth = await b.hit(key);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await a.hit(key)).allowed).toBe(false);
  });

  it("reset deletes the shared count, for every instance", async () => {
    const a = limiters.make({ redisUrl: url, limit: 2, windowSeconds: 60, prefix, log });
    const b = limiters.make({ redisUrl: url, limit: 2, windowSeconds: 60, prefix, log });
    await ready(a, "reset-a");
    await ready(b, "reset-b");
    await hits(a, "owner@example.com", 3);
    expect((await b.hit("owner@example.com")).allowed).toBe(false);
    await a.reset("owner@example.com");
    expect(await admin?.exists(stored("owner@example.com"))).toBe(0);
    expect((await b.hit("owner@example.com")).allowed).toBe(true);
  });

  it("refund takes back one hit in Redis, keeps the expiry and never goes below zero", async () => {
    const limiter = limiters.make({ redisUrl: url, limit: 2, windowSeconds: 60, prefix, log });
    await ready(limiter, "refund");
    await hits(limiter, "192.0.2.9", 2);
    await limiter.refund("192.0.2.9");
    expect(await admin?.get(stored("192.0.2.9"))).toBe("1");
    expect(await admin?.pttl(stored("192.0.2.9"))).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await limiter.refund("192.0.2.9");
    expect(await admin?.get(stored("192.0.2.9"))).toBe("0");
    // Refunding a key that was never hit creates nothing.
    await limiter.refund("192.0.2.10");
    expect(await admin?.exists(stored("192.0.2.10"))).toBe(0);
    expect(logs).toEqual([]);
  });

  it("holds only keyed hashes in Redis: no address or email, and an expiry no longer than the window", async () => {
    // Issue 9: Redis held raw addresses and emails for up to an hour.
    const byAddress = limiters.make({
      redisUrl: url,
      limit: 3,
      windowSeconds: 60,
      prefix: `${prefix}addr:`,
      keyedBy: "address",
      log,
    });
    const byEmail = limiters.make({
      redisUrl: url,
      limit: 3,
      windowSeconds: 900,
      prefix: `${prefix}mail:`,
      log,
    });
    await ready(byAddress, "by-address", `${prefix}addr:`);
    await ready(byEmail, "by-email", `${prefix}mail:`);
    const probes = [
      ...((await admin?.keys(`${prefix}addr:*`)) ?? []),
      ...((await admin?.keys(`${prefix}mail:*`)) ?? []),
    ];
    await byAddress.hit("192.0.2.200");
    await byAddress.hit("2001:db8:77:1:aaaa::1");
    await byEmail.hit("private.person@example.com");
    if (admin === undefined) throw new Error("no Redis client");
    const keys = [...(await admin.keys(`${prefix}addr:*`)), ...(await admin.keys(`${prefix}mail:*`))];
    expect(keys.length).toBe(probes.length + 3);
    for (const key of keys) {
      for (const raw of ["192.0.2.200", "2001:db8", "private.person", "example.com"])
        expect(key, key).not.toContain(raw);
      const ttl = await admin.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(key.includes(":mail:") ? 900_000 : 60_000);
    }
    // Another instance with the same secret finds the same counts.
    const again = limiters.make({
      redisUrl: url,
      limit: 3,
      windowSeconds: 60,
      prefix: `${prefix}addr:`,
      keyedBy: "address",
      log,
    });
    await ready(again, "again", `${prefix}addr:`);
    await again.hit("2001:db8:77:1:bbbb::2"); // same /64: second hit
    expect((await again.hit("2001:db8:77:1:cccc::3")).allowed).toBe(true); // third
    expect((await byAddress.hit("2001:db8:77:1::4")).allowed).toBe(false); // fourth in one /64
    expect((await byAddress.hit("2001:db8:77:2::1")).allowed).toBe(true); // the next /64 is apart
  });

  it("re-arms an expiry that a key lost, so nobody is blocked forever", async () => {
    const limiter = limiters.make({ redisUrl: url, limit: 5, windowSeconds: 60, prefix, log });
    await ready(limiter, "rearm");
    await admin?.set(stored("stuck"), "99"); // no TTL
    const result = await limiter.hit("stuck");
    expect(result.allowed).toBe(false);
    expect(await admin?.pttl(stored("stuck"))).toBeGreaterThan(0);
  });
});

describe("rate limiter when Redis is unreachable", () => {
  const limiters = tracked();
  let silent: Server | undefined;
  afterAll(async () => {
    await limiters.closeAll();
    await new Promise<void>((done) => (silent ? silent.close(() => done()) : done()));
  });

  /** A port that was free a moment ago: nothing listens there. */
  async function deadPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    await new Promise<void>((r) => server.close(() => r()));
    return port;
  }

  it("falls back to memory, still answers and still limits, logging once", async () => {
    const logs: string[] = [];
    const limiter = limiters.make({
      redisUrl: `redis://127.0.0.1:${await deadPort()}`,
      limit: 2,
      windowSeconds: 60,
      prefix: "unused:",
      log: (m) => logs.push(m),
    });
    const first = await hits(limiter, "k", 3);
    await new Promise((r) => setTimeout(r, 300)); // let a few reconnect attempts fail
    const later = await hits(limiter, "j", 3);
    expect(first.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(later.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/Redis unavailable.*memory/);
    // reset and refund reach the memory that stands in.
    await limiter.reset("k");
    expect((await limiter.hit("k")).allowed).toBe(true);
    await limiter.refund("k");
    expect((await hits(limiter, "k", 3)).map((r) => r.allowed)).toEqual([true, true, false]);
  });

  it("does not wait on a server that accepts connections but never answers", async () => {
    silent = createServer(() => {
      /* swallow everything */
    });
    await new Promise<void>((r) => silent?.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as { port: number };
    const limiter = limiters.make({
      redisUrl: `redis://127.0.0.1:${port}`,
      limit: 1,
      windowSeconds: 60,
      log: () => {},
    });
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(false);
  });
});
