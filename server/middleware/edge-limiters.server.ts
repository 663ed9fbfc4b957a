import type { MiddlewareHandler } from "hono";
import {
  createLimiterSet,
  type LimiterSet,
  type LimiterSpec,
  type LimiterStore,
} from "#domain/limits/rate-limit.server";
import { declaredBodyLength, PAGE_BODY_LIMIT_BYTES } from "./body-limit.server";
import { clientAddressOf } from "./client-address.server";

/**
 * Per-address brakes checked at the edge, before a session, the database, a form or a
 * render is touched: each counts a request for one counter, so a flood from one address
 * cannot occupy the server's thread. Keys: the client address as it is (the limiters
 * count it per network, IPv6 per /64). Per-account allowances are separate
 * (account-limiters.server.ts), and so are the log-in and sign-up throttles, which count
 * failures and accounts rather than requests.
 */
/**
 * /api/phone readings per address (IPv6: its /64) per minute. The generator asks once per
 * pause in typing (250 ms debounce), so a person typing a number makes 5–20; an office
 * behind one address has room for several people at once.
 */
export const PHONE_READS_PER_MINUTE = 120;

export function edgeLimits(
  rendersPerMinute = 60,
  formsPer10s = 30,
  brandedImagesPer10s = 30,
  pagesPer10s = 120,
) {
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
     * designer's preview asks at most a few times a second while someone works
     * (RATE_LIMIT_QR_IMAGES_PER_10S, default 30).
     */
    brandedImages: {
      name: "qr-image-address",
      limit: brandedImagesPer10s,
      windowSeconds: 10,
      keyedBy: "address",
    },
    /**
     * Form submissions to pages (log-in, sign-up, reset, the dashboard's forms) per address
     * per 10 s. Every one is a server render of its page, a few ms of the thread, and the
     * throttles behind it answer their 429 with such a page too: without this, eight loops
     * posting wrong passwords from one address took redirects' p50 from 0.5 to 58 ms.
     * People submit a form every few seconds at most; an office behind one address has room
     * (RATE_LIMIT_FORMS_PER_10S, default 30).
     */
    /** Readings of a number as typed (GET /api/phone), PHONE_READS_PER_MINUTE. */
    phoneReads: { name: "phone", limit: PHONE_READS_PER_MINUTE, windowSeconds: 60, keyedBy: "address" },
    pageForms: { name: "page-form-address", limit: formsPer10s, windowSeconds: 10, keyedBy: "address" },
    /**
     * Pages React Router renders for a GET per address per 10 s (RATE_LIMIT_PAGES_PER_10S): the
     * dashboard, `.data` navigations, Link Not Found for a visitor with a cookie. Each is a few ms
     * of the thread: ~400/s of rendered 404s took a cached redirect's p50 from 1 to 22 ms. Kept
     * pages (marketing, anonymous Link Not Found) and files are not counted. A person clicking
     * through the dashboard asks for a page or two a second (import progress: two a second).
     */
    pageReads: { name: "page-read-address", limit: pagesPer10s, windowSeconds: 10, keyedBy: "address" },
  } satisfies Record<string, LimiterSpec>;
}

export type EdgeLimiters = LimiterSet<keyof ReturnType<typeof edgeLimits>>;

export function createEdgeLimiters(
  opts: LimiterStore & {
    rendersPerMinute: number;
    formsPer10s: number;
    brandedImagesPer10s: number;
    pagesPer10s: number;
  },
): EdgeLimiters {
  return createLimiterSet(
    edgeLimits(opts.rendersPerMinute, opts.formsPer10s, opts.brandedImagesPer10s, opts.pagesPer10s),
    opts,
  );
}

/**
 * Refuses a client over one of these allowances with 429, Retry-After and a plain-text
 * refusal (the branded-QR designer shows it as it is), before the request reaches its page.
 */
export function addressLimit(
  limiter: EdgeLimiters[keyof ReturnType<typeof edgeLimits>],
  trustProxy: number,
  what: string,
): MiddlewareHandler {
  return async (c, next) => {
    const allowance = await limiter.hit(clientAddressOf(c, trustProxy));
    if (allowance.allowed) return next();
    return c.text(
      `Too many ${what} from your address. Try again in ${allowance.retryAfterSeconds} seconds.`,
      429,
      {
        "Retry-After": String(allowance.retryAfterSeconds),
        "Cache-Control": "no-store",
        // A refused upload's body is never read: closing spares receiving and discarding it (a
        // flood of 200 KB logos is tens of MB/s for the collector). A form's few KB have arrived
        // already; its connection stays open, so the browser surely reads this answer.
        ...(declaredBodyLength(c) > PAGE_BODY_LIMIT_BYTES ? { Connection: "close" } : {}),
      },
    );
  };
}
