import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ServerBuild } from "react-router";
import { errorText } from "#core/error-text";
import { LOCALES, type Locale, localizePath } from "#core/locales";
import { requestLocale } from "#core/request-locale";
import { asksForAccountDeletedNotice } from "#core/site-pages";
import { sessionTokenFrom } from "#domain/sessions/session-cookie.server";
import { preferredEncoding } from "./compress.server";
import { ifNoneMatchHits } from "./if-none-match.server";
import { catchAllCheck, type PageRoutes, pagePathOf } from "./page-actions.server";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Whether a request path is one of the marketing pages rendered once and kept (its HTML,
 * with or without a trailing slash, or its `.data` for client-side navigation).
 */
export function prerenderedPageCheck(
  build: Pick<ServerBuild, "basename" | "future">,
  paths: readonly string[],
): (pathname: string) => boolean {
  const pathOf = pagePathOf(build);
  const pages = new Set(paths.map(pathOf));
  return (pathname) => pages.has(pathOf(pathname));
}

/**
 * Whether the kept page (rendered for an anonymous visitor) is the right answer to this
 * request: not when it carries a session cookie, whose owner should see the signed-in
 * header, nor when it asks for the account-deleted notice. Those go to React Router,
 * which renders the page for them (docs/decisions/0050).
 */
export function prerenderedFileFits(request: Request): boolean {
  return (
    sessionTokenFrom(request.headers.get("cookie")) === null &&
    !asksForAccountDeletedNotice(new URL(request.url)) &&
    // The embed's `?lang=` is answered by a redirect to that language's page (app/routes/widget-embed.tsx).
    !new URL(request.url).searchParams.has("lang")
  );
}

/** A marketing page as an anonymous visitor gets it, with its compressed forms. */
export interface KeptPage {
  contentType: string;
  /** Strong tag of the uncompressed HTML; the compressed forms carry `<tag>-br` / `<tag>-gz`. */
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/**
 * A body kept for many answers, with its brotli and gzip forms and a strong tag. (React Router
 * says "text/html" for pages; they are UTF-8, so the kept type says so before a parser guesses.)
 */
export async function keepBody(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<KeptPage> {
  // Compressed in libuv's thread pool, off the event loop; the best levels, since it happens once.
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        // A window just big enough for the page: quality 11 with the default 4 MB window
        // takes tens of MB per compression, for pages of 15–50 KB.
        [constants.BROTLI_PARAM_LGWIN]: Math.max(
          constants.BROTLI_MIN_WINDOW_BITS,
          Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength + 1))),
        ),
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    contentType,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    body,
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
  };
}

export interface PrerenderedPages {
  /** The page a document request for `pathname` asks for, rendered on first need; null if none or it failed. */
  get(pathname: string): Promise<KeptPage | null>;
  /** Renders every page now (after start-up), so no visitor waits for one. */
  warm(): Promise<void>;
}

/**
 * The marketing pages are the same for every anonymous visitor, so each is rendered once
 * with the settings read at start-up and kept with its brotli and gzip forms: one build
 * serves any PUBLIC_URL, site name or contact address (docs/decisions/0120). A page is
 * rendered again when the UTC day changes, because "Last Updated" (when not configured)
 * and the footer's year follow the day it is served. Pages that fail to render are not
 * kept: the request goes to React Router, and the next one tries again.
 */
export function createPrerenderedPages(options: {
  paths: readonly string[];
  /** React Router's page path of a request path (`pagePathOf`): /faq/ → /faq. */
  pathOf: (pathname: string) => string;
  render: (path: string) => Promise<Response>;
  log: (message: string) => void;
  now?: () => Date;
  /** The status a page is rendered with when it renders right (Link Not Found: 404); default 200. */
  status?: number;
}): PrerenderedPages {
  const now = options.now ?? (() => new Date());
  const kept = new Map<string, { day: string; page: Promise<KeptPage | null> }>();
  const known = new Set(options.paths);

  async function renderPage(path: string): Promise<KeptPage | null> {
    const response = await options.render(path);
    if (response.status !== (options.status ?? 200)) {
      options.log(`page ${path}: rendered with status ${response.status}; not kept`);
      return null;
    }
    return keepBody(new Uint8Array(await response.arrayBuffer()), "text/html; charset=utf-8");
  }

  function get(pathname: string): Promise<KeptPage | null> {
    const path = options.pathOf(pathname);
    // A `.data` request (client-side navigation) is small and rendered each time.
    if (pathname.endsWith(".data") || !known.has(path)) return Promise.resolve(null);
    const day = now().toISOString().slice(0, 10);
    const entry = kept.get(path);
    if (entry !== undefined && entry.day === day) return entry.page;
    const page = renderPage(path).catch((err: unknown) => {
      options.log(`page ${path}: ${errorText(err)}`);
      return null;
    });
    kept.set(path, { day, page });
    // A failure is not kept: the next request renders again.
    void page.then((result) => {
      if (result === null && kept.get(path)?.page === page) kept.delete(path);
    });
    return page;
  }

  return {
    get,
    // One page at a time: start-up memory stays at one render and one compression.
    warm: async () => {
      for (const path of options.paths) await get(path);
    },
  };
}

/** The path Link Not Found is rendered at once: any path the catch-all route takes would do. */
export const NOT_FOUND_RENDER_PATH = "/chatlink-kept-not-found";

/**
 * Link Not Found as an anonymous visitor gets it, kept like the marketing pages: it names
 * nothing of the request (its og:url is /404), so one render serves every unknown code and
 * path. `landsOnIt` tells which paths React Router would answer with it.
 */
export function createNotFoundPage(
  build: PageRoutes,
  render: (path: string) => Promise<Response>,
  log: (message: string) => void,
): {
  landsOnIt: (pathname: string) => boolean;
  /** The page in the request's language: the path's, else the visitor's choice or browser's (core/request-locale.ts). */
  get: (request: Request) => Promise<KeptPage | null>;
  warm: () => Promise<void>;
} {
  // One render per language: the English one at the bare path, the others under their segment.
  const pathFor = (locale: Locale) => localizePath(locale, NOT_FOUND_RENDER_PATH);
  const pages = createPrerenderedPages({
    paths: LOCALES.map(pathFor),
    pathOf: (path) => path,
    render,
    log,
    status: 404,
  });
  return {
    landsOnIt: catchAllCheck(build),
    get: (request) => pages.get(pathFor(requestLocale(request))),
    warm: pages.warm,
  };
}

/**
 * A kept marketing page in the encoding the client prefers, or 304 when it has it. It is the
 * anonymous page: no cache may hand it to a request with a session cookie (Vary: Cookie).
 */
export function keptPageResponse(page: KeptPage, request: Headers): Response {
  const encoding = preferredEncoding(request.get("Accept-Encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  const etag =
    encoding === null ? page.etag : `${page.etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
  const headers = new Headers({
    "Content-Type": page.contentType,
    "Cache-Control": "public, max-age=0, must-revalidate",
    Vary: "Cookie, Accept-Encoding",
    ETag: etag,
  });
  if (ifNoneMatchHits(request.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  if (encoding !== null) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: 200, headers });
}
