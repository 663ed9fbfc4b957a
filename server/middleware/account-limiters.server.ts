import { createLimiterSet, type LimiterSet } from "./limiter-set.server";

/**
 * Per-account brakes on the dashboard's costly actions: generous for people, a brake
 * on a runaway script. Not per address (an office shares one). Keys: `accountKey(id)`.
 */
export function accountLimits(qrPngsPerMinute = 12) {
  return {
    /** Links created per hour. */
    linkCreates: { name: "account-create", limit: 300, windowSeconds: 3600 },
    /**
     * Branded PNGs drawn per minute (RATE_LIMIT_QR_PNG_PER_MINUTE). Each takes the render
     * worker ~0.5 s at 2048 px and a hostile SVG logo up to the pool's 5 s limit, so one
     * account cannot keep the worker busy for everyone else. SVG downloads and the
     * preview (SVG) are not counted.
     */
    qrPngs: { name: "account-qr-png", limit: qrPngsPerMinute, windowSeconds: 60 },
  };
}

export type AccountLimiters = LimiterSet<keyof ReturnType<typeof accountLimits>>;

/** Made once per server at start-up and closed on shutdown. */
export function createAccountLimiters(opts: {
  redisUrl: string | undefined;
  qrPngsPerMinute: number;
  log?: (message: string) => void;
}): AccountLimiters {
  return createLimiterSet(accountLimits(opts.qrPngsPerMinute), opts.redisUrl, opts.log);
}

export const accountKey = (accountId: number) => `account:${accountId}`;
