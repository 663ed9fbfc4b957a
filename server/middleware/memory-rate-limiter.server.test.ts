import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory-rate-limiter.server";
import type { RateLimiter } from "./rate-limit.server";

describe("createMemoryRateLimiter", () => {
  let limiter: RateLimiter | undefined;
  afterEach(() => limiter?.close());

  it("allows `limit` hits per window, then refuses with the seconds left", async () => {
    let now = 1_000_000;
    limiter = createMemoryRateLimiter({ limit: 3, windowSeconds: 60, now: () => now });
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 15_500;
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit("b")).allowed).toBe(true); // keys are independent
  });

  it("starts a fresh window once the old one has passed", async () => {
    let now = 0;
    limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 10, now: () => now });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    now += 10_000;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("reset forgets a key's count at once; other keys keep theirs", async () => {
    limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60, now: () => 0 });
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
    limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60, now: () => 0 });
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
  });

  it("never holds more than maxKeys windows, dropping the oldest first", async () => {
    const now = 0;
    limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60, maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c", "d"]) await limiter.hit(key);
    // "a" was evicted, so its count restarted; "d" is still counted.
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("d")).allowed).toBe(false);
  });
});
