import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site form posts to the pages (log in, settings, delete account…)
 * with 403: a non-GET request is let through only when its `Origin` (if sent) is
 * PUBLIC_URL's origin or the request's own host, and `Sec-Fetch-Site` (if sent)
 * is not `cross-site`. SameSite=Lax cookies already keep the session off such
 * posts; this also stops log-in CSRF and any browser that ignores SameSite.
 * The JSON API (/api/*) is left alone: it is meant to be called from other sites.
 */
export function sameOriginForms(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path === "/api" || c.req.path.startsWith("/api/"))
      return next();
    if (!isSameOrigin(c.req.raw.headers, c.req.url, publicOrigin))
      return c.text("Cross-site form posts are not accepted.", 403, { "Cache-Control": "no-store" });
    // Behind a proxy (TLS ends there, or another Host) the browser's Origin is PUBLIC_URL's while the
    // request arrives as http://<internal host>: React Router's own check compares the two and would
    // abort every action, so hand it the request at its public address.
    if (c.req.header("origin") === publicOrigin && new URL(c.req.url).origin !== publicOrigin)
      c.req.raw = atOrigin(c.req.raw, publicOrigin);
    return next();
  };
}

export function isSameOrigin(headers: Headers, requestUrl: string, publicOrigin: string): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = headers.get("origin");
  if (origin === null) return true; // old browsers and non-browser clients; SameSite still applies
  if (origin === publicOrigin) return true;
  const host = headers.get("host");
  if (host === null) return false;
  try {
    const own = new URL(requestUrl);
    return origin === `${own.protocol}//${host}`;
  } catch {
    return false;
  }
}

function atOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  return new Request(new URL(`${url.pathname}${url.search}`, origin), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // Node's fetch Request needs this to stream a body it did not create.
    duplex: "half",
  } as RequestInit);
}
