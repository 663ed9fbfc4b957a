import type { IncomingMessage, ServerResponse } from "node:http";
import { codeFromPastedSegment, codeKey } from "#core/alias";
import { errorText } from "#core/error-text";
import { isReservedWord } from "#core/reserved-words";
import type { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { cachedCountryLookup } from "#domain/clicks/country-cache.server";
import { asBot, describeClient, referrerHost } from "#domain/clicks/describe-client.server";
import type { GeoLookup } from "#domain/geo/geo-lookup.server";
import { type LinkResolver, type ResolvedLink, ResolverBusyError } from "#domain/links/resolve-link.server";
import { clientAddress } from "#domain/net/ip-address.server";
import { redirectSecurityHeaderEntries, securityHeaderEntries } from "./middleware/security-headers.server";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RedirectDeps {
  resolver: LinkResolver;
  recorder: ClickRecorder;
  geo: GeoLookup;
  /** Trusted proxy hops (TRUST_PROXY; 0 = none). */
  trustProxy: number;
  https: boolean;
  /** Everything that is not a known short link: the Hono app (API, static files, pages, Link Not Found). */
  fallback: Listener;
  log?: (message: string) => void;
}

/**
 * The redirect hot path, in front of the app's router: a GET/HEAD for one path
 * segment shaped like a code is answered here with a bare Node response; all
 * else, and every code that does not resolve, goes on to the app.
 */
export function createRedirectListener(deps: RedirectDeps): Listener {
  const { resolver, recorder, trustProxy, fallback } = deps;
  const countryOf = cachedCountryLookup(deps.geo);
  const log = deps.log ?? ((m: string) => console.error(m));
  // Only the headers that act on a redirect (ADR 0128); the 503 below has a body, so it gets the page set.
  const securityEntries = redirectSecurityHeaderEntries({ https: deps.https });
  const baseHeaders: Record<string, string> = Object.fromEntries(
    securityHeaderEntries("/code", { https: deps.https }),
  );
  // Response headers built once per cached link: a spread object per request cost ~6 µs of the
  // ~35 µs a redirect takes (Node walks slow dictionary-mode objects), a ready flat array ~0.
  const responseHeaders = new WeakMap<ResolvedLink, string[]>();
  function headersFor(link: ResolvedLink): string[] {
    let headers = responseHeaders.get(link);
    if (headers === undefined) {
      headers = [
        ...securityEntries.flat(),
        "Location",
        link.location,
        "Cache-Control",
        "no-store",
        "Content-Length",
        "0",
      ];
      responseHeaders.set(link, headers);
    }
    return headers;
  }

  function redirect(link: ResolvedLink, req: IncomingMessage, res: ServerResponse): void {
    try {
      recordClick(link, req);
    } catch (err) {
      // Counting must never cost the visitor the redirect (nor, unguarded, crash the process).
      log(`redirect: click not counted: ${errorText(err)}`);
    }
    res.writeHead(302, headersFor(link));
    res.end();
  }

  function recordClick(link: ResolvedLink, req: IncomingMessage): void {
    const headers = clickHeaders(req.rawHeaders);
    const profile = describeClient(headers.userAgent);
    const address = clientAddress(
      { socketAddress: req.socket.remoteAddress, forwardedFor: headers.forwardedFor },
      trustProxy,
    );
    recorder.record({
      linkId: link.linkId,
      profile: req.method === "HEAD" ? asBot(profile) : profile,
      country: address === "" ? null : countryOf(address),
      referrer: referrerHost(headers.referer),
    });
  }

  return function redirectListener(req, res) {
    const key = redirectKey(req);
    if (key === null) return fallback(req, res);

    // 1. Look the code up: in-process cache first, the database on a miss.
    const cached = resolver.cached(key);
    if (cached === null) return fallback(req, res);
    // 2–3. Count the click (in memory) and answer 302.
    if (cached !== undefined) return redirect(cached, req, res);
    resolver.load(key).then(
      (link) => (link === null ? fallback(req, res) : redirect(link, req, res)),
      (err: unknown) => {
        // A full lookup queue is load, not a fault: one line per refusal would flood the log.
        if (!(err instanceof ResolverBusyError)) log(`redirect: lookup failed for ${key}: ${errorText(err)}`);
        unavailable(res, baseHeaders);
      },
    );
  };
}

/**
 * The code key when the request may be a short link: GET/HEAD, one path segment, code-shaped
 * (also as pasted from a sentence: `/shop-name/`, `/shop-name).`), not reserved.
 */
export function redirectKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url;
  if (url === undefined || url.charCodeAt(0) !== 47 /* / */) return null;
  const query = url.indexOf("?");
  const segment = query === -1 ? url.slice(1) : url.slice(1, query);
  const code = codeFromPastedSegment(segment);
  if (code === null || isReservedWord(code)) return null;
  return codeKey(code);
}

/**
 * The three headers a click needs, read from the raw list: `req.headers` would build an object
 * of every header (a browser sends 10–20) on each redirect for three of them. Node's rules for
 * repeats: the first User-Agent and Referer count, X-Forwarded-For lines are joined.
 */
export function clickHeaders(raw: readonly string[]): {
  userAgent: string | undefined;
  referer: string | undefined;
  forwardedFor: string | null;
} {
  let userAgent: string | undefined;
  let referer: string | undefined;
  let forwardedFor: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    // Length first: most names are skipped without lower-casing them.
    if (name.length === 10 && userAgent === undefined && name.toLowerCase() === "user-agent")
      userAgent = raw[i + 1];
    else if (name.length === 7 && referer === undefined && name.toLowerCase() === "referer")
      referer = raw[i + 1];
    else if (name.length === 15 && name.toLowerCase() === "x-forwarded-for")
      forwardedFor = forwardedFor === null ? (raw[i + 1] as string) : `${forwardedFor}, ${raw[i + 1]}`;
  }
  return { userAgent, referer, forwardedFor };
}

function unavailable(res: ServerResponse, headers: Record<string, string>): void {
  if (res.headersSent) return;
  const body = "Service briefly unavailable. Please try again in a moment.";
  res.writeHead(503, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}
