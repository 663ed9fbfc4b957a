import type { AppLoadContext } from "react-router";
import { createRateLimiter, type RateLimiter } from "../../../server/middleware/rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Throttles on the account pages, shared through Redis when REDIS_URL is set.
 * Log-in attempts are counted before the password is checked (the limiter only
 * counts hits), so a locked-out guesser learns nothing even when right.
 */
export interface AuthLimiters {
  /** Log-in attempts per email: 5 per 15 minutes. */
  loginPerAccount: RateLimiter;
  /** Log-in attempts per client address: 20 per 15 minutes. */
  loginPerAddress: RateLimiter;
  /** Sign-ups per client address: 30 per hour (an office or school shares one address). */
  signupPerAddress: RateLimiter;
  /** Password-reset emails per email: 3 per hour. */
  resetPerAccount: RateLimiter;
  /** Password-reset requests per client address: 10 per hour. */
  resetPerAddress: RateLimiter;
}

function createAuthLimiters(redisUrl: string | undefined): AuthLimiters {
  const make = (name: string, limit: number, windowSeconds: number) =>
    createRateLimiter({ redisUrl, limit, windowSeconds, prefix: `chatlink:rate:${name}:` });
  return {
    loginPerAccount: make("login-account", 5, FIFTEEN_MINUTES),
    loginPerAddress: make("login-address", 20, FIFTEEN_MINUTES),
    signupPerAddress: make("signup-address", 30, ONE_HOUR),
    resetPerAccount: make("reset-account", 3, ONE_HOUR),
    resetPerAddress: make("reset-address", 10, ONE_HOUR),
  };
}

/**
 * One set per running server (keyed by its configuration object, which lives as
 * long as the server), made on first use so servers that never see a log-in
 * open no extra Redis connections. Their timers are unref'd and Redis clients
 * end with the process.
 */
const byServer = new WeakMap<object, AuthLimiters>();
export function authLimiters(context: AppLoadContext): AuthLimiters {
  let limiters = byServer.get(context.env);
  if (limiters === undefined) {
    limiters = createAuthLimiters(context.env.redisUrl);
    byServer.set(context.env, limiters);
  }
  return limiters;
}

/** "try again in N minutes", rounded up, for a refusal's retry-after seconds. */
export function retryInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
