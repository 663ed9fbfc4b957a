import { createLimiterSet, type LimiterSet, type LimiterSpec, type LimiterStore } from "./limiter-set.server";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Throttles on the account pages, shared through Redis when REDIS_URL is set.
 * Log-in attempts are counted before the password is checked, so a locked-out
 * guesser learns nothing even when right; a successful log-in resets the
 * account's count and refunds its own hit on the address's, so both limits
 * are on failures. Address limits count per network (IPv4 address, IPv6 /64).
 */
export const AUTH_LIMITS = {
  /** Failed log-in attempts per email since its last success: 5 per 15 minutes. */
  loginPerAccount: { name: "login-account", limit: 5, windowSeconds: FIFTEEN_MINUTES, keyedBy: "value" },
  /** Failed log-ins from one network, whatever the email: 20 per 15 minutes. */
  loginPerAddress: { name: "login-address", limit: 20, windowSeconds: FIFTEEN_MINUTES, keyedBy: "address" },
  /** Sign-ups per network: 30 per hour (an office or school shares one address). */
  signupPerAddress: { name: "signup-address", limit: 30, windowSeconds: ONE_HOUR, keyedBy: "address" },
  /** Password-reset emails per email: 3 per hour. */
  resetPerAccount: { name: "reset-account", limit: 3, windowSeconds: ONE_HOUR, keyedBy: "value" },
  /** Password-reset requests per network: 10 per hour. */
  resetPerAddress: { name: "reset-address", limit: 10, windowSeconds: ONE_HOUR, keyedBy: "address" },
} satisfies Record<string, LimiterSpec>;

export type AuthLimiters = LimiterSet<keyof typeof AUTH_LIMITS>;

/** Made once per server at start-up and closed on shutdown (with their Redis connections). */
export function createAuthLimiters(store: LimiterStore): AuthLimiters {
  return createLimiterSet(AUTH_LIMITS, store);
}
