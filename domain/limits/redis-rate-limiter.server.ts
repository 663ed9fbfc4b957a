import { Redis } from "ioredis";
import type { RateLimiter, RateLimitResult } from "./rate-limiter";

/**
 * INCR and the window's expiry in one atomic step, so every instance sharing the
 * Redis sees one count. The TTL is re-armed if a key ever lost it, so a key can
 * never block an address forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** One hit back, never below zero and never creating a key (or losing its expiry). */
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type RedisWithHit = Redis & {
  chatlinkRateHit(key: string, windowMs: number): Promise<[number, number]>;
  chatlinkRateRefund(key: string): Promise<number>;
};

/**
 * Counts in Redis while it answers and in `fallback` (this process's memory) while it
 * does not: a Redis outage loosens the limit to per instance but never stops the
 * site. The switch is logged once each way, not on every request.
 */
export function createRedisRateLimiter(opts: {
  redisUrl: string;
  limit: number;
  windowSeconds: number;
  prefix: string;
  fallback: RateLimiter;
  log: (message: string) => void;
}): RateLimiter {
  const windowMs = opts.windowSeconds * 1000;
  const redis = new Redis(opts.redisUrl, {
    // Fail fast instead of queueing: a request must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    // Keep reconnecting in the background, backing off to every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5000),
  }) as RedisWithHit;
  redis.defineCommand("chatlinkRateHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand("chatlinkRateRefund", { numberOfKeys: 1, lua: REFUND_SCRIPT });

  let usingFallback = false;
  const markDown = (reason: unknown) => {
    if (usingFallback) return;
    usingFallback = true;
    const detail = reason instanceof Error ? reason.message : String(reason);
    opts.log(`rate limit: Redis unavailable (${detail}); counting in memory until it is back`);
  };
  // A server that accepts connections but never answers raises no error: say so once.
  const neverReady = setTimeout(() => {
    if (redis.status !== "ready") markDown(`not ready after 5 s (${redis.status})`);
  }, 5000);
  neverReady.unref();
  // Without an 'error' listener ioredis reports every failed reconnect as unhandled.
  redis.on("error", markDown);
  redis.on("ready", () => {
    clearTimeout(neverReady);
    if (!usingFallback) return;
    usingFallback = false;
    opts.log("rate limit: Redis is back; counting in Redis again");
  });

  /** Runs a write in Redis if it answers; false when it could not (memory stands in). */
  const inRedis = async (write: () => Promise<unknown>): Promise<boolean> => {
    if (redis.status !== "ready") return false;
    try {
      await write();
      return true;
    } catch (error) {
      markDown(error);
      return false;
    }
  };

  return {
    async hit(key: string): Promise<RateLimitResult> {
      // Still connecting or reconnecting: memory answers; the 'error' listener does the telling.
      if (redis.status !== "ready") return opts.fallback.hit(key);
      try {
        const [count, ttlMs] = await redis.chatlinkRateHit(`${opts.prefix}${key}`, windowMs);
        const allowed = count <= opts.limit;
        return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        markDown(error);
        return opts.fallback.hit(key);
      }
    },
    async reset(key: string): Promise<void> {
      // Both: counts made in memory during an outage must not outlive the success either.
      await opts.fallback.reset(key);
      await inRedis(() => redis.del(`${opts.prefix}${key}`));
    },
    async refund(key: string): Promise<void> {
      // Whichever counted the hit: Redis when it answers, else memory (refund never goes below 0).
      if (!(await inRedis(() => redis.chatlinkRateRefund(`${opts.prefix}${key}`))))
        await opts.fallback.refund(key);
    },
    async close(): Promise<void> {
      clearTimeout(neverReady);
      await opts.fallback.close();
      if (redis.status === "ready") {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect(); // also stops the reconnect loop
      }
    },
  };
}
