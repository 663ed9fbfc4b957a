import { LRUCache } from "lru-cache";
import type { RateLimiter, RateLimitResult } from "./rate-limit.server";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter in this process. Memory stays bounded at `maxKeys` windows:
 * an LRU cache drops the least recently used window in constant time when a new key
 * arrives (a flood of fresh addresses then costs the idlest keys their counts, never
 * the heap or the event loop), and expired windows are purged once per window.
 */
export function createMemoryRateLimiter(opts: {
  limit: number;
  windowSeconds: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const windowMs = opts.windowSeconds * 1000;
  const now = opts.now ?? Date.now;
  const windows = new LRUCache<string, Window>({
    max: opts.maxKeys ?? 100_000,
    // Also dropped by age, on the same clock as `resetAt`; a hit never extends it.
    ttl: windowMs,
    noUpdateTTL: true,
    perf: { now },
  });

  const timer = setInterval(() => windows.purgeStale(), windowMs);
  timer.unref(); // never keeps the process alive on its own

  return {
    async hit(key: string): Promise<RateLimitResult> {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= opts.limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key: string): Promise<void> {
      windows.delete(key);
    },
    async refund(key: string): Promise<void> {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async close(): Promise<void> {
      clearInterval(timer);
      windows.clear();
    },
  };
}
