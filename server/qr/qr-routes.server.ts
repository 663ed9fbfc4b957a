import { createHash } from "node:crypto";
import { Hono } from "hono";
import { apiError } from "../../core/errors";
import { ifNoneMatchHits } from "../middleware/if-none-match.server";
import { QrImageCache } from "./qr-image-cache.server";
import { parseQrQuery, type QrFormat } from "./qr-params.server";
import { renderQr } from "./render-qr.server";

const CONTENT_TYPES: Record<QrFormat, string> = { png: "image/png", svg: "image/svg+xml" };
/** Bump when the rendering changes (margin, colours…), so old ETags stop matching. */
const RENDER_VERSION = "1";

/**
 * `GET /?data=…&size=300x300[&format=png|svg][&download=1]` (mounted at /api/qr).
 * The same query always yields the same bytes, so responses are immutable for a
 * year and revalidate by ETag without rendering. Every bad input is a 400.
 */
export function qrRoutes(options: { cacheBytes?: number } = {}): Hono {
  const cache = new QrImageCache(options.cacheBytes);
  const app = new Hono();

  app.get("/", async (c) => {
    const parsed = parseQrQuery((name) => c.req.query(name));
    if ("error" in parsed) {
      c.header("Cache-Control", "no-store");
      return c.json(parsed, 400);
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
    if (download) headers["Content-Disposition"] = `attachment; filename="chatlink-qr.${format}"`;
    if (ifNoneMatchHits(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);

    const result = await cache.getOrRender(etag, () => renderQr(data, size, format));
    if (!result.ok) {
      c.header("Cache-Control", "no-store");
      const body =
        result.reason === "size_too_small"
          ? apiError(
              "invalid_qr_size",
              `This much data needs a QR image of at least ${result.minSize}x${result.minSize} pixels.`,
            )
          : apiError("invalid_qr_data", "The text is too long to fit in a QR code.");
      return c.json(body, 400);
    }
    return c.body(result.body, 200, { ...headers, "Content-Type": CONTENT_TYPES[format] });
  });

  return app;
}
