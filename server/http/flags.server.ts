import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import { apiError } from "#core/errors";
import { sendError } from "../error-response.server";
import { ifNoneMatchHits } from "../middleware/if-none-match.server";

interface FlagFile {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Flag URLs are not content-hashed, so a month rather than forever; ETag revalidates after. */
const CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";

/**
 * ISO 3166 leaves AA, QM–QZ, XA–XZ and ZZ to private use; flag-icons draws one of
 * them (xx.svg, a placeholder) that is no country. Kosovo's XK is the customary exception.
 */
function isUserAssigned(code: string): boolean {
  return code !== "xk" && /^(aa|q[m-z]|x[a-z]|zz)$/.test(code);
}

function flagDirectory(): string {
  // flag-icons has no "exports" map, so its package.json resolves and the SVGs sit beside it.
  return join(dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");
}

/**
 * `GET /<iso2>.svg` (mounted at /flags): flag-icons' 4:3 SVGs, which fill the
 * documented 48×36 box exactly. Only two ASCII letters naming a country ever reach the
 * file system, so no path can escape the flag directory; each file is read once,
 * then served from memory.
 */
export function flagRoutes(directory: string = flagDirectory()): Hono {
  // Holds at most 26×26 entries (misses included), so it needs no eviction.
  const files = new Map<string, Promise<FlagFile | null>>();
  const load = (code: string) => {
    let file = files.get(code);
    if (!file) {
      file = readFile(join(directory, `${code}.svg`)).then(
        (bytes) => ({
          body: Uint8Array.from(bytes),
          etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
        }),
        () => null,
      );
      files.set(code, file);
    }
    return file;
  };

  const notFound = apiError("not_found", "There is no flag for that country code.");
  const app = new Hono();
  app.get("/:file", async (c) => {
    const match = /^([a-z]{2})\.svg$/i.exec(c.req.param("file"));
    const code = match?.[1]?.toLowerCase();
    const flag = code && !isUserAssigned(code) ? await load(code) : null;
    if (!flag) return sendError(c, notFound, 404);
    const headers = { ETag: flag.etag, "Cache-Control": CACHE_CONTROL };
    if (ifNoneMatchHits(c.req.header("if-none-match"), flag.etag)) return c.body(null, 304, headers);
    return c.body(flag.body, 200, { ...headers, "Content-Type": "image/svg+xml" });
  });
  // Anything else under /flags (sub-paths, the bare prefix) gets the same JSON 404, not the site's page.
  app.all("*", (c) => sendError(c, notFound, 404));
  return app;
}
