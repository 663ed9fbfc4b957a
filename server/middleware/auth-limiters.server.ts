import { createRateLimiter, type RateLimiter } from "./rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Throttles on the account pages, shared through Redis when REDIS_URL is set.
 * Log-in attempts are counted before the password is checked, so a locked-out
 * guesser learns nothing even when right; a successful log-in resets the
 * account's count and refunds its own hit on the address's, so both limits
 * are on failures.
 */
export interface AuthLimiters {
  /** Failed log-in attempts per email since its last success: 5 per 15 minutes. */
  loginPerAccount: RateLimiter;
  /** Failed log-in attempts per client address: 20 per 15 minutes. */
  loginPerAddress: RateLimiter;
  /** Sign-ups per client address: 30 per hour (an office or school shares one address). */
  signupPerAddress: RateLimiter;
  /** Password-reset emails per email: 3 per hour. */
  resetPerAccount: RateLimiter;
  /** Password-reset requests per client address: 10 per hour. */
  resetPerAddress: RateLimiter;
  close(): Promise<void>;
}

/** Made once per server at start-up and closed on shutdown (with their Redis connections). */
export function createAuthLimiters(
  redisUrl: string | undefined,
  log?: (message: string) => void,
): AuthLimiters {
  const make = (name: string, limit: number, windowSeconds: number) =>
    createRateLimiter({
      redisUrl,
      limit,
      windowSeconds,
      prefix: `chatlink:rate:${name}:`,
      ...(log ? { log } : {}),
    });
  const limiters = {
    loginPerAccount: make("login-account", 5, FIFTEEN_MINUTES),
    loginPerAddress: make("login-address", 20, FIFTEEN_MINUTES),
    signupPerAddress: make("signup-address", 30, ONE_HOUR),
    resetPerAccount: make("reset-account", 3, ONE_HOUR),
    resetPerAddress: make("reset-address", 10, ONE_HOUR),
  };
  return {
    ...limiters,
    async close() {
      await Promise.all(Object.values(limiters).map((limiter) => limiter.close()));
    },
  };
}
