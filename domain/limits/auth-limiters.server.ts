import { createLimiterSet, type LimiterSet, type LimiterSpec, type LimiterStore } from "./rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Throttles on the account pages, shared through Redis when REDIS_URL is set.
 * Password attempts are counted before the password is checked, so a throttled
 * guesser learns nothing even when right; a success takes its own hit back and
 * forgives the misses before it, so the limits are on failures (ADR 0060). Which
 * counts an attempt meets depends on the browser (ADR 0081): one holding a device
 * cookie from an earlier log-in to that account is counted per device only, so
 * failures from anywhere else never lock the owner's own browser out; any other
 * attempt meets the per-account, per-(account, network) and per-network limits.
 */
export const AUTH_LIMITS = {
  /** Failed log-ins to one email from browsers without its device cookie: 5 per 15 minutes. */
  loginPerAccount: { name: "login-account", limit: 5, windowSeconds: FIFTEEN_MINUTES, keyedBy: "value" },
  /**
   * Failed log-ins to one email from one network (IPv4 address, IPv6 /64) without its
   * device cookie: 3 per 15 minutes, so one network alone cannot use up the account's 5.
   */
  loginPerAccountNetwork: {
    name: "login-account-network",
    limit: 3,
    windowSeconds: FIFTEEN_MINUTES,
    keyedBy: "value",
  },
  /** Failed log-ins from one browser holding the account's device cookie: 5 per 15 minutes. */
  loginPerDevice: { name: "login-device", limit: 5, windowSeconds: FIFTEEN_MINUTES, keyedBy: "value" },
  /** Failed log-ins from one network, whatever the email: 20 per 15 minutes. */
  loginPerAddress: { name: "login-address", limit: 20, windowSeconds: FIFTEEN_MINUTES, keyedBy: "address" },
  /** Sign-ups per network: 30 per hour (an office or school shares one address; RATE_LIMIT_SIGNUPS_PER_HOUR). */
  signupPerAddress: { name: "signup-address", limit: 30, windowSeconds: ONE_HOUR, keyedBy: "address" },
  /** Password-reset emails per email: 3 per hour. */
  resetPerAccount: { name: "reset-account", limit: 3, windowSeconds: ONE_HOUR, keyedBy: "value" },
  /** Email confirmation links per email (sign-up, change of address, Send again): 3 per hour. */
  verifyPerAccount: { name: "verify-account", limit: 3, windowSeconds: ONE_HOUR, keyedBy: "value" },
  /** Workspace invitations one account may send: 30 per hour (each is mail to someone else's inbox). */
  invitesPerAccount: { name: "invite-account", limit: 30, windowSeconds: ONE_HOUR, keyedBy: "value" },
  /** Password-reset requests per network: 10 per hour. */
  resetPerAddress: { name: "reset-address", limit: 10, windowSeconds: ONE_HOUR, keyedBy: "address" },
} satisfies Record<string, LimiterSpec>;

export type AuthLimiters = LimiterSet<keyof typeof AUTH_LIMITS>;

/** Made once per server at start-up and closed on shutdown (with their Redis connections). */
export function createAuthLimiters(
  store: LimiterStore,
  options: { signupsPerHour?: number } = {},
): AuthLimiters {
  const signup = {
    ...AUTH_LIMITS.signupPerAddress,
    limit: options.signupsPerHour ?? AUTH_LIMITS.signupPerAddress.limit,
  };
  return createLimiterSet({ ...AUTH_LIMITS, signupPerAddress: signup }, store);
}
