import { createRateLimiter, type RateLimiter } from "../../../server/middleware/rate-limit.server";

/** Links one account may create per hour: generous for people, a brake on a runaway script. */
export const ACCOUNT_CREATES_PER_HOUR = 300;

let limiter: { redisUrl: string | undefined; instance: RateLimiter } | null = null;

/**
 * Signed-in creation is not limited per address (an office shares one) but per
 * account, shared across instances through Redis when REDIS_URL is set. One
 * limiter per process, made on first use.
 */
export function accountCreateLimiter(redisUrl: string | undefined): RateLimiter {
  if (limiter === null || limiter.redisUrl !== redisUrl) {
    limiter = {
      redisUrl,
      instance: createRateLimiter({
        redisUrl,
        limit: ACCOUNT_CREATES_PER_HOUR,
        windowSeconds: 3600,
        prefix: "chatlink:rate:account-create:",
      }),
    };
  }
  return limiter.instance;
}
