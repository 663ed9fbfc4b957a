import { createRateLimiter, type LimiterKeyKind, type RateLimiter } from "./rate-limit.server";

export interface LimiterSpec {
  /** Part of the Redis key prefix: `chatlink:rate:<name>:`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** `address` for client addresses (counted per IPv4 address or IPv6 /64), else `value`. */
  keyedBy: LimiterKeyKind;
}

export type LimiterSet<K extends string> = Record<K, RateLimiter> & { close(): Promise<void> };

export interface LimiterStore {
  redisUrl: string | undefined;
  /** HMAC key for the stored keys (the same on every instance sharing the Redis). */
  keySecret: string;
  log?: (message: string) => void;
}

/**
 * Several named limiters made together at start-up (in memory, or shared through
 * Redis when `redisUrl` is set) and closed together on shutdown.
 */
export function createLimiterSet<K extends string>(
  specs: Record<K, LimiterSpec>,
  store: LimiterStore,
): LimiterSet<K> {
  const limiters = {} as Record<K, RateLimiter>;
  for (const key of Object.keys(specs) as K[]) {
    const { name, limit, windowSeconds, keyedBy } = specs[key];
    limiters[key] = createRateLimiter({
      redisUrl: store.redisUrl,
      limit,
      windowSeconds,
      keyedBy,
      keySecret: store.keySecret,
      prefix: `chatlink:rate:${name}:`,
      ...(store.log ? { log: store.log } : {}),
    });
  }
  return {
    ...limiters,
    async close() {
      await Promise.all(Object.values<RateLimiter>(limiters).map((limiter) => limiter.close()));
    },
  };
}
