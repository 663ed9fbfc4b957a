import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "#core/errors";
import { LOCALE_INFO } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { tooLargePage } from "#core/too-large-page";
import { sendError } from "../error-response.server";

/** The JSON API's and the operator endpoint's bodies: a link's fields (1,000 code points escaped) fit well. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * A page form's body (log-in, sign-up, link editor, settings…): the largest, a link with a
 * 1,000-code-point message percent-encoded (12 bytes per astral code point), is ~12 KB.
 */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Refuses request bodies over `maxBytes` with our JSON error shape. Hono's limiter
 * checks Content-Length up front and counts streamed (chunked) bodies as they
 * arrive, so an oversized upload is cut off without being buffered whole.
 */
export function jsonBodyLimit(maxBytes = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  return requestBodyLimit(() => maxBytes);
}

/**
 * One body limit for every request, applied before anything reads a body: `limitFor`
 * picks the bytes allowed for this request (a default, or a route's explicit allowance).
 * Over it: 413, JSON under /api and /__admin, a short page elsewhere (a browser's form post).
 */
export function requestBodyLimit(limitFor: (c: Context) => number): MiddlewareHandler {
  // One Hono limiter per distinct size (a handful: the defaults and the routes' allowances).
  const limiters = new Map<number, { refuse: (c: Context) => Response; count: MiddlewareHandler }>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (limiter === undefined) {
      const message = `The request is too large: keep it under ${formatBytes(maxBytes)}.`;
      // `Connection: close`: the rest of the body is never read, and @hono/node-server destroys a
      // socket whose refused body is not drained within 500 ms — which, on a kept-alive connection,
      // cut a later request's answer short. The client opens a new connection instead.
      const refuse = (c: Context): Response => {
        if (isJsonPath(c.req.path))
          return sendError(c, apiError("payload_too_large", message), 413, { Connection: "close" });
        const locale = requestLocale(c.req.raw);
        return c.html(tooLargePage(locale, formatBytes(maxBytes)), 413, {
          Connection: "close",
          "Cache-Control": "no-store",
          "Content-Language": LOCALE_INFO[locale].hreflang,
        });
      };
      limiter = { refuse, count: bodyLimit({ maxSize: maxBytes, onError: refuse }) };
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    const declared = declaredBodyLength(c);
    // A GET or HEAD that declares no body (nearly all of them) has nothing to count.
    if ((c.req.method === "GET" || c.req.method === "HEAD") && declared === 0) return next();
    const maxBytes = limitFor(c);
    const limiter = limiterFor(maxBytes);
    // A body framed by Content-Length is judged by that header alone, as Hono's limiter would,
    // without building the web Request it reads the header from: that Request (its body stream)
    // was half the thread's cost of a form refused by the counters after this. A chunked body is
    // counted as it arrives.
    if (Number.isFinite(declared)) return declared > maxBytes ? Promise.resolve(limiter.refuse(c)) : next();
    return limiter.count(c, next);
  };
}

/**
 * The body size a request declares: 0 for none, its Content-Length, or Infinity when it is
 * chunked or cannot be told (not on Node).
 */
export function declaredBodyLength(c: Context): number {
  const headers = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
  if (headers === undefined || headers["transfer-encoding"] !== undefined) return Number.POSITIVE_INFINITY;
  const length = Number(headers["content-length"] ?? 0);
  return Number.isFinite(length) ? length : Number.POSITIVE_INFINITY;
}

function isJsonPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/") || path === "/__admin" || path.startsWith("/__admin/");
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
