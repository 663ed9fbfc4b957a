import { createMemoryRateLimiter } from "./memory-rate-limiter.server";
import { createRedisRateLimiter } from "./redis-rate-limiter.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets when refused (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
  /** Forgets the key's count, e.g. once a log-in succeeds, so only failures add up. */
  reset(key: string): Promise<void>;
  /** Takes back one hit (never below zero), so a success costs nothing from a shared budget. */
  refund(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * At most `limit` hits per key per `windowSeconds`. In memory by default; in Redis
 * when `redisUrl` is set so several instances share one count, with this process's
 * memory standing in whenever Redis cannot answer.
 */
export function createRateLimiter(opts: {
  redisUrl?: string;
  limit: number;
  windowSeconds: number;
  prefix?: string;
  log?: (message: string) => void;
}): RateLimiter {
  const memory = createMemoryRateLimiter({ limit: opts.limit, windowSeconds: opts.windowSeconds });
  if (!opts.redisUrl) return memory;
  return createRedisRateLimiter({
    redisUrl: opts.redisUrl,
    limit: opts.limit,
    windowSeconds: opts.windowSeconds,
    prefix: opts.prefix ?? "chatlink:rate:",
    fallback: memory,
    log: opts.log ?? ((message) => console.warn(message)),
  });
}
