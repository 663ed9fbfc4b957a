import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";

/** An in-memory limiter (no REDIS_URL), as every server without Redis has. */
const inMemory = (limit: number, windowSeconds: number, maxKeys?: number) =>
  createRateLimiter({
    limit,
    windowSeconds,
    keySecret: "test",
    keyedBy: "value",
    ...(maxKeys === undefined ? {} : { maxKeys }),
  });

describe("rate limiter in memory", () => {
  let limiter: RateLimiter | undefined;
  afterEach(async () => {
    await limiter?.close();
    vi.useRealTimers();
  });

  it("allows `limit` hits per window, then refuses with the seconds left", async () => {
    vi.useFakeTimers();
    limiter = inMemory(3, 60);
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(15_500);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit("b")).allowed).toBe(true); // keys are independent
  });

  it("starts a fresh window once the old one has passed", async () => {
    vi.useFakeTimers();
    limiter = inMemory(1, 10);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("take grants as many of a batch as the window has left, shared with single hits", async () => {
    limiter = inMemory(5, 60);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.take("a", 3)).toBe(3);
    expect(await limiter.take("a", 3)).toBe(1);
    expect(await limiter.take("a", 3)).toBe(0);
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect(await limiter.take("b", 9)).toBe(5);
  });

  it("reset forgets a key's count at once; other keys keep theirs", async () => {
    limiter = inMemory(2, 60);
    for (const key of ["a", "a", "b", "b"]) await limiter.hit(key);
    expect((await limiter.hit("a")).allowed).toBe(false);
    await limiter.reset("a");
    await limiter.reset("never-seen");
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect((await limiter.hit("b")).allowed).toBe(false);
  });

  it("refund takes back one hit, never going below zero", async () => {
    limiter = inMemory(2, 60);
    await limiter.hit("a");
    await limiter.hit("a");
    await limiter.refund("a");
    expect((await limiter.hit("a")).allowed).toBe(true); // 2 of 2
    expect((await limiter.hit("a")).allowed).toBe(false); // 3 of 2
    // Refunds beyond the count are not credit for later hits.
    await limiter.reset("a");
    await limiter.hit("a");
    for (let i = 0; i < 5; i++) await limiter.refund("a");
    await limiter.refund("never-seen");
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect((await limiter.hit("never-seen")).allowed).toBe(true);
    expect((await limiter.hit("never-seen")).allowed).toBe(true);
    expect((await limiter.hit("never-seen")).allowed).toBe(false);
  });

  it("never holds more than maxKeys counts, dropping the least recently counted first", async () => {
    limiter = inMemory(1, 60, 3);
    for (const key of ["a", "b", "c", "d"]) await limiter.hit(key);
    // "a" was evicted, so its count restarted; "d" is still counted.
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("d")).allowed).toBe(false);
  });

  it("counts stay right when full: the least recently counted key goes first", async () => {
    limiter = inMemory(2, 60, 2);
    await limiter.hit("a");
    await limiter.hit("b");
    await limiter.hit("a"); // a is now the most recent
    await limiter.hit("c"); // evicts b
    expect((await limiter.hit("a")).allowed).toBe(false); // a kept its count: 3 of 2
    expect((await limiter.hit("b")).allowed).toBe(true); // b started again
  });

  it("a new key costs the same whether 500 or 50,000 keys are held: eviction is not a scan", async () => {
    // Issue 9: once full, every new key used to scan the whole map (0.9 ms a key at 100k).
    /** Milliseconds for `fresh` new keys once `maxKeys` keys are held. */
    async function timeNewKeysWhenFull(maxKeys: number, fresh: number): Promise<number> {
      const full = inMemory(5, 600, maxKeys);
      try {
        for (let i = 0; i < maxKeys; i++) await full.hit(`old-${i}`);
        const started = performance.now();
        for (let i = 0; i < fresh; i++) await full.hit(`new-${i}`);
        return performance.now() - started;
      } finally {
        await full.close();
      }
    }
    await timeNewKeysWhenFull(500, 2000); // warm-up
    const small = await timeNewKeysWhenFull(500, 2000);
    const large = await timeNewKeysWhenFull(50_000, 2000);
    // A scan of the map per key makes the large one ~100 times slower; constant time, about even.
    expect(large).toBeLessThan(small * 5 + 20);
  });
});
