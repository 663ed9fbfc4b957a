import { createLimiterSet, type LimiterSet } from "./limiter-set.server";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Throttles on the account pages, shared through Redis when REDIS_URL is set.
 * Log-in attempts are counted before the password is checked, so a locked-out
 * guesser learns nothing even when right; a successful log-in resets the
 * account's count and refunds its own hit on the address's, so both limits
 * are on failures.
 */
const AUTH_LIMITS = {
  /** Failed log-in attempts per email since its last success: 5 per 15 minutes. */
  loginPerAccount: { name: "login-account", limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed log-in attempts per client address: 20 per 15 minutes. */
  loginPerAddress: { name: "login-address", limit: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Sign-ups per client address: 30 per hour (an office or school shares one address). */
  signupPerAddress: { name: "signup-address", limit: 30, windowSeconds: ONE_HOUR },
  /** Password-reset emails per email: 3 per hour. */
  resetPerAccount: { name: "reset-account", limit: 3, windowSeconds: ONE_HOUR },
  /** Password-reset requests per client address: 10 per hour. */
  resetPerAddress: { name: "reset-address", limit: 10, windowSeconds: ONE_HOUR },
};

export type AuthLimiters = LimiterSet<keyof typeof AUTH_LIMITS>;

/** Made once per server at start-up and closed on shutdown (with their Redis connections). */
export function createAuthLimiters(
  redisUrl: string | undefined,
  log?: (message: string) => void,
): AuthLimiters {
  return createLimiterSet(AUTH_LIMITS, redisUrl, log);
}
