import type { RateLimiter, RateLimitResult } from "./rate-limiter";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter in this process. Memory stays bounded at `maxKeys` windows, in
 * a Map used as an LRU list: a hit moves its key to the back (delete and set, constant
 * time), so the first entry is the least recently used, dropped in constant time when
 * a new key arrives while full (a flood of fresh keys then costs the idlest keys their
 * counts, never a busy key's, and never the heap or the event loop). Expired windows
 * are swept once per window. A Map rather than lru-cache, which allocates its arrays for
 * `maxKeys` up front: about 4 MB per limiter at 100,000 keys, across the server's dozen
 * limiters, paid at start-up whether or not anyone is ever counted.
 */
export function createMemoryRateLimiter(opts: {
  limit: number;
  windowSeconds: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const windowMs = opts.windowSeconds * 1000;
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  const windows = new Map<string, Window>();

  const timer = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, windowMs);
  timer.unref(); // never keeps the process alive on its own

  return {
    async hit(key: string): Promise<RateLimitResult> {
      const t = now();
      let w = windows.get(key);
      if (w !== undefined) windows.delete(key);
      else if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      if (w === undefined || w.resetAt <= t) w = { count: 0, resetAt: t + windowMs };
      windows.set(key, w); // to the back: the most recently used
      w.count += 1;
      const allowed = w.count <= opts.limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key: string): Promise<void> {
      windows.delete(key);
    },
    async refund(key: string): Promise<void> {
      const w = windows.get(key);
      if (w && w.count > 0 && w.resetAt > now()) w.count -= 1;
    },
    async close(): Promise<void> {
      clearInterval(timer);
      windows.clear();
    },
  };
}
