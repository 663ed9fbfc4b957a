import { createAccountLimiters } from "#domain/limits/account-limiters.server";
import { createAuthLimiters } from "#domain/limits/auth-limiters.server";
import { createRateLimiter } from "#domain/limits/rate-limit.server";
import type { Env } from "../env.server";
import { ASKS_PER_10S } from "../http/domain-ask.server";
import { createEdgeLimiters } from "../middleware/edge-limiters.server";
import type { Cleanups } from "./cleanups.server";

/** REST API v1 calls without a valid key per client address (network) per minute. */
export const API_CALLS_WITHOUT_KEY_PER_MINUTE = 60;

/**
 * Every rate limit of the site, in Redis when REDIS_URL is set (shared by instances), else in
 * memory; keys are keyed hashes (`keySecret`), never the address or account id itself.
 */
export function createLimiters(
  env: Env,
  opts: { createPerMinute?: number; keySecret: string; log: (message: string) => void },
  cleanups: Cleanups,
) {
  const { keySecret, log } = opts;
  const shared = { redisUrl: env.redisUrl, keySecret, log };
  const createLimiter = createRateLimiter({
    ...shared,
    limit: opts.createPerMinute ?? env.createPerMinute,
    windowSeconds: 60,
    prefix: "chatlink:rate:create:",
    keyedBy: "address",
  });
  cleanups.push(() => createLimiter.close());
  const apiLimiter = createRateLimiter({
    ...shared,
    limit: env.apiPerMinute,
    windowSeconds: 60,
    prefix: "chatlink:rate:api:",
    keyedBy: "value",
  });
  cleanups.push(() => apiLimiter.close());
  const apiAuthLimiter = createRateLimiter({
    ...shared,
    limit: API_CALLS_WITHOUT_KEY_PER_MINUTE,
    windowSeconds: 60,
    prefix: "chatlink:rate:api-auth:",
    keyedBy: "address",
  });
  cleanups.push(() => apiAuthLimiter.close());
  const edgeLimiters = createEdgeLimiters({
    ...shared,
    rendersPerMinute: env.qrRendersPerMinute,
    formsPer10s: env.formsPer10s,
    brandedImagesPer10s: env.qrImagesPer10s,
    pagesPer10s: env.pagesPer10s,
  });
  cleanups.push(() => edgeLimiters.close());
  const authLimiters = createAuthLimiters(shared, { signupsPerHour: env.signupsPerHour });
  cleanups.push(() => authLimiters.close());
  const accountLimiters = createAccountLimiters({
    ...shared,
    qrPngsPerMinute: env.qrPngsPerMinute,
    importedLinksPerHour: env.importedLinksPerHour,
  });
  cleanups.push(() => accountLimiters.close());
  // The certificate proxy's questions, counted in this instance's memory: `ask` answers from memory and never waits on Redis.
  const askLimiter = createRateLimiter({
    limit: ASKS_PER_10S,
    windowSeconds: 10,
    prefix: "chatlink:rate:ask:",
    keyedBy: "address",
    keySecret,
    maxKeys: 10_000,
  });
  return {
    createLimiter,
    apiLimiter,
    apiAuthLimiter,
    edgeLimiters,
    authLimiters,
    accountLimiters,
    askLimiter,
  };
}
