import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { ERROR_DETAILS } from "#core/error-messages";
import { apiError } from "#core/errors";
import { qrTooSmallMessage } from "#core/qr-rules";
import { qrFileStem } from "#core/qr-urls";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import { rateLimitKey } from "#domain/limits/rate-limit-key.server";
import { type CachedRender, QrImageCache } from "#domain/qr/qr-image-cache.server";
import { parseQrQuery, type QrFormat } from "#domain/qr/qr-params.server";
import type { QrRenderer } from "#domain/qr/qr-render-protocol.server";
import { sendError } from "../error-response.server";
import { clientAddressOf } from "../middleware/client-address.server";
import { ifNoneMatchHits } from "../middleware/if-none-match.server";

export const CONTENT_TYPES: Record<QrFormat, string> = { png: "image/png", svg: "image/svg+xml" };
/** Bump when the rendering changes (margin, colours…), so old ETags stop matching. */
const RENDER_VERSION = "2";
/** How long to wait when the render workers are saturated (about one drawing's time limit). */
const BUSY_RETRY_SECONDS = 5;

export interface QrRouteDeps {
  /** Draws uncached images in a worker process (the server's render pool). */
  renderer: QrRenderer;
  /** Uncached renders per client address (RATE_LIMIT_QR_RENDER_PER_MINUTE); cached images are free. */
  limiter: RateLimiter;
  trustProxy: number;
  cacheBytes?: number;
}

/**
 * `GET /?data=…&size=300x300[&format=png|svg][&download=1]` (mounted at /api/qr).
 * The same query always yields the same bytes, so responses are immutable for a
 * year and revalidate by ETag without rendering. Every bad input is a 400. Images
 * already cached (or being drawn) cost nothing; a new one counts against the
 * caller's address and is drawn in the render worker, never on this thread: varying
 * `data` defeats the cache, and a 2048 px image with long data costs tens of ms.
 */
export function qrRoutes(deps: QrRouteDeps): Hono {
  const cache = new QrImageCache(deps.cacheBytes);
  const app = new Hono();

  app.get("/", async (c) => {
    // One parse of the query: Hono's c.req.query decodes every parameter again for each one the
    // query lacks (format, download), a 1.5 KB `data` three times on a refused request.
    const params = new URL(c.req.url).searchParams;
    const parsed = parseQrQuery((name) => params.get(name) ?? undefined);
    if ("error" in parsed) {
      c.header("Cache-Control", "no-store");
      return sendError(c, parsed, 400);
    }
    const { data, size, format, download } = parsed;
    const etag = `"${createHash("sha256")
      .update(`${RENDER_VERSION}\0${format}\0${size}\0${data}`)
      .digest("base64url")
      .slice(0, 32)}"`;

    const headers: Record<string, string> = {
      ETag: etag,
      "Cache-Control": "public, max-age=31536000, immutable",
    };
    if (download) headers["Content-Disposition"] = `attachment; filename="${qrFileStem(data)}.${format}"`;
    if (ifNoneMatchHits(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);

    let result = await cache.peek(etag);
    if (result === undefined) {
      const client = clientAddressOf(c, deps.trustProxy);
      const allowance = await deps.limiter.hit(client);
      // The render pool's fair share is per network too.
      const address = rateLimitKey(client);
      if (!allowance.allowed)
        return sendError(c, apiError("rate_limited", ERROR_DETAILS.en.qrDrawsLimited), 429, {
          "Retry-After": String(allowance.retryAfterSeconds),
          "Cache-Control": "no-store",
        });
      result = await cache.getOrRender(etag, async () => {
        const drawn = await deps.renderer.render({ kind: "plain", data, size, format }, `address:${address}`);
        return drawn.ok ? { ok: true, body: drawn.body } : drawn;
      });
    }
    if (!result.ok) return failure(c, result);
    return c.body(result.body, 200, { ...headers, "Content-Type": CONTENT_TYPES[format] });
  });

  return app;
}

/** A render that drew nothing, as the API answers it (shared with /api/v1's link QR codes). */
export function failure(c: Context, result: Exclude<CachedRender, { ok: true }>): Response {
  c.header("Cache-Control", "no-store");
  switch (result.reason) {
    case "size_too_small":
      return sendError(c, apiError("qr_too_small", qrTooSmallMessage(result.minSize)), 400);
    case "data_too_long":
      return sendError(c, apiError("invalid_qr_data", "The text is too long to fit in a QR code."), 400);
    case "owner_busy":
      return sendError(c, apiError("rate_limited", ERROR_DETAILS.en.qrDrawing), 429, { "Retry-After": "1" });
    default:
      // Overload, a drawing over its time limit, a worker lost, shutting down: the server's state, not the query's.
      return sendError(c, apiError("unavailable"), 503, { "Retry-After": String(BUSY_RETRY_SECONDS) });
  }
}
