import type { RateLimiter, RateLimitResult } from "./rate-limit.server";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter in this process. Memory stays bounded: expired windows are
 * swept once per window, and past `maxKeys` the oldest windows are dropped first
 * (a flood of fresh addresses then costs those addresses' counts, never the heap).
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

  const sweep = () => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  const timer = setInterval(sweep, windowMs);
  timer.unref(); // never keeps the process alive on its own

  return {
    async hit(key: string): Promise<RateLimitResult> {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (w) windows.delete(key);
        if (windows.size >= maxKeys) sweep();
        // Map iteration follows insertion order, so the first keys are the oldest windows.
        for (const oldest of windows.keys()) {
          if (windows.size < maxKeys) break;
          windows.delete(oldest);
        }
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
