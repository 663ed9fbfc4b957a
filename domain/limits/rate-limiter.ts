/** What every limiter answers, whichever store keeps its counts. */
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
  /** Counts up to `points` hits at once, as many as the window has left; returns how many. */
  take(key: string, points: number): Promise<number>;
  close(): Promise<void>;
}
