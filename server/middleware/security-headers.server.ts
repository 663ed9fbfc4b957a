import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  /** PUBLIC_URL is https: add HSTS and upgrade-insecure-requests. */
  https?: boolean;
}

type HeaderEntries = ReadonlyArray<readonly [string, string]>;

/** The one page any site may frame (the documented embeddable generator). */
const EMBEDDABLE = /^\/widget-embed\/?(?:index\.html)?$/i;

/**
 * A CSP a React Router app can live with. Its hydration runs inline module scripts
 * in prerendered HTML, where a per-response nonce is impossible, hence
 * 'unsafe-inline' for scripts (docs/decisions/0021-security-headers.md). Everything
 * else — QR images, flags, the API — comes from this origin.
 */
function contentSecurityPolicy(frameAncestors: string, https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

function buildEntries(embeddable: boolean, https: boolean): HeaderEntries {
  const entries: Array<readonly [string, string]> = [
    ["Content-Security-Policy", contentSecurityPolicy(embeddable ? "*" : "'self'", https)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    ],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  // Old browsers ignore frame-ancestors; X-Frame-Options has no "anyone" value, so it is omitted instead.
  if (!embeddable) entries.push(["X-Frame-Options", "SAMEORIGIN"]);
  if (https) entries.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return Object.freeze(entries.map((e) => Object.freeze(e)));
}

// Four fixed variants, built once: the redirect hot path only picks one.
const VARIANTS = {
  page: buildEntries(false, false),
  embed: buildEntries(true, false),
  pageHttps: buildEntries(false, true),
  embedHttps: buildEntries(true, true),
} as const;

const REFERRER_POLICY = VARIANTS.page.find(([name]) => name === "Referrer-Policy") as readonly [
  string,
  string,
];
const HSTS = VARIANTS.pageHttps.find(([name]) => name === "Strict-Transport-Security") as readonly [
  string,
  string,
];
const REDIRECT_VARIANTS = {
  http: Object.freeze([REFERRER_POLICY]),
  https: Object.freeze([REFERRER_POLICY, HSTS]),
} as const;

/**
 * The headers that act on a bodiless redirect (docs/decisions/0128): Referrer-Policy, which
 * the browser applies to the request it makes next (to wa.me), and HSTS on an https site,
 * since a short link may be someone's only visit. A 302 has no document, so the CSP, framing,
 * MIME-sniffing, opener and permissions headers have nothing to act on.
 */
export function redirectSecurityHeaderEntries(options: SecurityHeaderOptions = {}): HeaderEntries {
  return options.https ? REDIRECT_VARIANTS.https : REDIRECT_VARIANTS.http;
}

/** The security headers for a path, as plain pairs for code that writes a raw Node response. */
export function securityHeaderEntries(pathname: string, options: SecurityHeaderOptions = {}): HeaderEntries {
  const embeddable = EMBEDDABLE.test(pathname);
  if (options.https) return embeddable ? VARIANTS.embedHttps : VARIANTS.pageHttps;
  return embeddable ? VARIANTS.embed : VARIANTS.page;
}

/**
 * Adds the security headers to every response that passes through, without
 * overriding a header a route set on purpose.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const entries = securityHeaderEntries(c.req.path, options);
    try {
      setMissing(c.res.headers, entries);
    } catch {
      // Some responses (Response.redirect, fetch results) have immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      setMissing(c.res.headers, entries);
    }
  };
}

function setMissing(headers: Headers, entries: HeaderEntries): void {
  for (const [name, value] of entries) if (!headers.has(name)) headers.set(name, value);
}
