import { createRateLimiter, type RateLimiter } from "./rate-limit.server";

interface LimiterSpec {
  /** Part of the Redis key prefix: `chatlink:rate:<name>:`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export type LimiterSet<K extends string> = Record<K, RateLimiter> & { close(): Promise<void> };

/**
 * Several named limiters made together at start-up (in memory, or shared through
 * Redis when `redisUrl` is set) and closed together on shutdown.
 */
export function createLimiterSet<K extends string>(
  specs: Record<K, LimiterSpec>,
  redisUrl: string | undefined,
  log?: (message: string) => void,
): LimiterSet<K> {
  const limiters = {} as Record<K, RateLimiter>;
  for (const key of Object.keys(specs) as K[]) {
    const { name, limit, windowSeconds } = specs[key];
    limiters[key] = createRateLimiter({
      redisUrl,
      limit,
      windowSeconds,
      prefix: `chatlink:rate:${name}:`,
      ...(log ? { log } : {}),
    });
  }
  return {
    ...limiters,
    async close() {
      await Promise.all(Object.values<RateLimiter>(limiters).map((limiter) => limiter.close()));
    },
  };
}
