import type { MiddlewareHandler } from "hono";
import { clientAddressOf } from "./client-address.server";
import { createLimiterSet, type LimiterSet, type LimiterSpec, type LimiterStore } from "./limiter-set.server";

/**
 * Per-address brakes on QR images, checked before any other work. Keys: the client
 * address as it is (the limiters count it per network, IPv6 per /64). Per-account allowances are separate
 * (account-limiters.server.ts).
 */
export function qrLimits(rendersPerMinute = 60) {
  return {
    /**
     * New /api/qr images drawn per address per minute (RATE_LIMIT_QR_RENDER_PER_MINUTE):
     * each is a render in the worker (up to ~50 ms at 2048 px with long data). Cached
     * images and 304s are not counted.
     */
    apiRenders: { name: "qr-render", limit: rendersPerMinute, windowSeconds: 60, keyedBy: "address" },
    /**
     * Requests to the branded image route per address per 10 s, counted before the
     * session, the database or the upload are touched: each request otherwise costs the
     * server's thread a session and link lookup and reading up to 216 KB of form. The
     * designer's preview asks at most a few times a second while someone works.
     */
    brandedImages: { name: "qr-image-address", limit: 30, windowSeconds: 10, keyedBy: "address" },
  } satisfies Record<string, LimiterSpec>;
}

export type QrLimiters = LimiterSet<keyof ReturnType<typeof qrLimits>>;

export function createQrLimiters(opts: LimiterStore & { rendersPerMinute: number }): QrLimiters {
  return createLimiterSet(qrLimits(opts.rendersPerMinute), opts);
}

/**
 * Refuses a client over its branded-image allowance with 429, Retry-After and the
 * plain-text refusal the designer shows, before the request reaches its page.
 */
export function brandedImageLimit(limiters: QrLimiters, trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    const allowance = await limiters.brandedImages.hit(clientAddressOf(c, trustProxy));
    if (allowance.allowed) return next();
    return c.text(
      `Too many QR images asked for from your address. Try again in ${allowance.retryAfterSeconds} seconds.`,
      429,
      { "Retry-After": String(allowance.retryAfterSeconds), "Cache-Control": "no-store" },
    );
  };
}
