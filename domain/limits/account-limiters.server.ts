import { createLimiterSet, type LimiterSet, type LimiterSpec, type LimiterStore } from "./rate-limit.server";

/**
 * Per-account brakes on the dashboard's costly actions: generous for people, a brake
 * on a runaway script. Not per address (an office shares one). Keys: `accountKey(id)`.
 */
export function accountLimits(qrPngsPerMinute = 12, importedLinksPerHour = 100_000) {
  return {
    /** Links created one at a time per hour: the dashboard's form and the REST API together. */
    linkCreates: { name: "account-create", limit: 300, windowSeconds: 3600, keyedBy: "value" },
    /**
     * Links created by dashboard imports per hour (RATE_LIMIT_IMPORTED_LINKS_PER_HOUR): a bulk
     * door with a bulk allowance, so moving a Bitly account of 5,000 links takes minutes, not
     * 17 hours of the one-at-a-time 300 (docs/decisions/0145).
     */
    linkImports: {
      name: "account-import-links",
      limit: importedLinksPerHour,
      windowSeconds: 3600,
      keyedBy: "value",
    },
    /**
     * Branded PNGs drawn per minute (RATE_LIMIT_QR_PNG_PER_MINUTE). Each takes the render
     * worker ~0.5 s at 2048 px and a hostile SVG logo up to the pool's 5 s limit, so one
     * account cannot keep the worker busy for everyone else.
     */
    qrPngs: { name: "account-qr-png", limit: qrPngsPerMinute, windowSeconds: 60, keyedBy: "value" },
    /**
     * Branded SVGs (downloads and the designer's live preview) per minute. Larger than
     * the PNG allowance because an SVG costs the worker ~1–20 ms (the symbol as text, the
     * logo parsed and re-written) against ~0.5 s for a 2048 px PNG, and the preview asks
     * for one a quarter of a second after each change; 120 is two a second, sustained.
     */
    qrSvgs: { name: "account-qr-svg", limit: 120, windowSeconds: 60, keyedBy: "value" },
    /** CSV files imported or previewed per hour (each up to IMPORT_UPLOAD_MAX_BYTES, ~20,000 links). */
    imports: { name: "account-import", limit: 40, windowSeconds: 3600, keyedBy: "value" },
  } satisfies Record<string, LimiterSpec>;
}

export type AccountLimiters = LimiterSet<keyof ReturnType<typeof accountLimits>>;

/** Made once per server at start-up and closed on shutdown. */
export function createAccountLimiters(
  opts: LimiterStore & { qrPngsPerMinute: number; importedLinksPerHour?: number },
): AccountLimiters {
  return createLimiterSet(accountLimits(opts.qrPngsPerMinute, opts.importedLinksPerHour), opts);
}

export const accountKey = (accountId: number) => `account:${accountId}`;
