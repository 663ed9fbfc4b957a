import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * Per-request settings: fast levels (brotli 5, gzip 6) — a 40 KB page costs well under a
 * millisecond, and still shrinks ~5×. Static files are precompressed at build time instead.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses dynamic responses (React Router's rendered pages such as Link Not Found,
 * the sitemap, JSON bodies) with brotli or gzip, whichever the client prefers, when the
 * body is at least `threshold` bytes (default 1 KB). Leaves alone: responses already
 * encoded (precompressed static files), HEAD, 204/206/304, error statuses other than
 * 404/410, `Cache-Control: no-transform`
 * and types that do not compress (PNG and other images, fonts in woff2). Every
 * compressible answer gets `Vary: Accept-Encoding`, compressed or not.
 *
 * The redirect hot path never reaches this: it answers before the Hono app.
 */
export function compressResponses(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async function compress(c, next) {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type");
    if (type === null || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    addVary(res.headers);
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      // Error answers are short JSON, often sent before the request body was read (413): leave
      // them exactly as they are. The Link Not Found page (404/410) is the big one and is compressed.
      (res.status >= 400 && res.status !== 404 && res.status !== 410) ||
      res.body === null ||
      res.headers.has("Content-Encoding") ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const declared = res.headers.get("Content-Length");
    if (declared !== null && Number(declared) < threshold) return;
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (encoding === null) return;

    // Read up to `threshold` bytes: a short body (most JSON) goes out as it is; a whole
    // body is compressed in one call; a stream (a page still rendering) is compressed as
    // it comes, flushed after every chunk so the browser sees each part at once.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let ended = false;
    while (size < threshold) {
      const chunk = await reader.read();
      if (chunk.done) {
        ended = true;
        break;
      }
      head.push(chunk.value);
      size += chunk.value.byteLength;
    }

    let body: BodyInit;
    let length: number | null = null;
    if (ended && size < threshold) {
      body = Buffer.concat(head);
      length = size;
    } else if (ended) {
      const whole = Buffer.concat(head);
      const compressed =
        encoding === "br"
          ? await brotliAsync(whole, { params: brotliParams(whole.byteLength) })
          : await gzipAsync(whole, { level: GZIP_LEVEL });
      body = compressed;
      length = compressed.byteLength;
    } else {
      body = compressStream(head, reader, encoding);
    }

    const compressed = length === null || !(ended && size < threshold);
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    // Hono copies the old response's headers onto the new one: fix the length and encoding after.
    if (length === null) c.res.headers.delete("Content-Length");
    else c.res.headers.set("Content-Length", String(length));
    if (compressed) {
      c.res.headers.set("Content-Encoding", encoding);
      const etag = c.res.headers.get("ETag");
      if (etag !== null && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
    }
  };
}

/** The client's preferred encoding among br and gzip (q-values honoured, br on a tie), or null. */
export function preferredEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  let wildcard: number | null = null;
  const seen = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim().toLowerCase() === "q") q = Number(value);
    }
    if (!Number.isFinite(q)) continue;
    const token = name.trim().toLowerCase();
    if (token === "*") wildcard = q;
    else seen.set(token, q);
  }
  for (const encoding of ["br", "gzip"] as const) {
    const q = seen.get(encoding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

function brotliParams(sizeHint?: number): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  };
}

function compressStream(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const zlib =
    encoding === "br"
      ? createBrotliCompress({ params: brotliParams(), flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      yield* head;
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        yield chunk.value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  const source = Readable.from(chunks());
  source.on("error", (err) => zlib.destroy(err));
  return Readable.toWeb(source.pipe(zlib)) as unknown as ReadableStream<Uint8Array>;
}

function addVary(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === null) headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}
