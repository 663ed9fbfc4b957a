import { createHmac } from "node:crypto";
import { createMemoryRateLimiter } from "./memory-rate-limiter.server";
import { rateLimitKey } from "./rate-limit-key.server";
import type { RateLimiter } from "./rate-limiter";
import { createRedisRateLimiter } from "./redis-rate-limiter.server";

export type { RateLimiter, RateLimitResult } from "./rate-limiter";

/**
 * What a limiter's keys are. `address`: a client address, counted per network (an IPv4
 * address, an IPv6 /64, an IPv4-mapped IPv6 address as its IPv4), so the callers pass
 * the address as it is and none of them can forget the grouping. `value`: anything else
 * (an email, an account, a device), counted as given.
 */
export type LimiterKeyKind = "address" | "value";

/**
 * The name a key is counted under, in memory and in Redis: an HMAC of it, so neither
 * holds an address or an email, only a value that cannot be turned back into one without
 * the installation's secret (kept in the database, not in Redis). 128 bits are plenty to
 * keep keys apart.
 */
export function storedLimiterKey(secret: string, kind: LimiterKeyKind, key: string): string {
  const subject = kind === "address" ? rateLimitKey(key) : key;
  return createHmac("sha256", secret).update(subject).digest().subarray(0, 16).toString("base64url");
}

/**
 * At most `limit` hits per key per `windowSeconds`. In memory by default; in Redis
 * when `redisUrl` is set so several instances share one count, with this process's
 * memory standing in whenever Redis cannot answer. Keys are stored as
 * `storedLimiterKey(keySecret, keyedBy, key)`: every instance sharing a Redis must be
 * given the same `keySecret`.
 */
export function createRateLimiter(opts: {
  redisUrl?: string;
  limit: number;
  windowSeconds: number;
  prefix?: string;
  keySecret: string;
  keyedBy: LimiterKeyKind;
  log?: (message: string) => void;
  /** Windows held in memory at most (default 100,000). */
  maxKeys?: number;
}): RateLimiter {
  const memory = createMemoryRateLimiter({
    limit: opts.limit,
    windowSeconds: opts.windowSeconds,
    ...(opts.maxKeys === undefined ? {} : { maxKeys: opts.maxKeys }),
  });
  const store = opts.redisUrl
    ? createRedisRateLimiter({
        redisUrl: opts.redisUrl,
        limit: opts.limit,
        windowSeconds: opts.windowSeconds,
        prefix: opts.prefix ?? "chatlink:rate:",
        fallback: memory,
        log: opts.log ?? ((message) => console.warn(message)),
      })
    : memory;
  const stored = (key: string) => storedLimiterKey(opts.keySecret, opts.keyedBy, key);
  return {
    hit: (key) => store.hit(stored(key)),
    reset: (key) => store.reset(stored(key)),
    refund: (key) => store.refund(stored(key)),
    close: () => store.close(),
  };
}
