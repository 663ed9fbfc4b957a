import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type AliasScope,
  CUSTOM_DOMAIN_SCOPE,
  codeFromPastedSegment,
  codeKey,
  MAIN_HOST_SCOPE,
} from "#core/alias";
import { errorText } from "#core/error-text";
import { isReservedWord } from "#core/reserved-words";
import type { VisitorCounter } from "#domain/analytics/visitor-counter.server";
import type { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { cachedCountryLookup } from "#domain/clicks/country-cache.server";
import { asBot, describeClient, referrerHost } from "#domain/clicks/describe-client.server";
import type { ServedDomain } from "#domain/domains/verified-domains.server";
import type { GeoLookup } from "#domain/geo/geo-lookup.server";
import { agentForTurn, stepFor } from "#domain/links/choose-agent.server";
import { type LinkResolver, type ResolvedLink, ResolverBusyError } from "#domain/links/resolve-link.server";
import { filledLocation, type RoutedAgent, type TeamRoute } from "#domain/links/resolved-link.server";
import { memoryTeamTurns, type TeamTurns } from "#domain/links/team-turns.server";
import { clientAddress } from "#domain/net/ip-address.server";
import { type HostDeps, hostScopes, neutralPage } from "./host-scope.server";
import { redirectSecurityHeaderEntries, securityHeaderEntries } from "./middleware/security-headers.server";
import { type LinkQuery, readLinkQuery, stickyAgentOf, stickyCookie } from "./redirect-query.server";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RedirectDeps {
  resolver: LinkResolver;
  /** Counts the click in memory (the ClickRecorder, with the webhooks' tap beside it). */
  recorder: Pick<ClickRecorder, "record">;
  geo: GeoLookup;
  /** Trusted proxy hops (TRUST_PROXY; 0 = none). */
  trustProxy: number;
  https: boolean;
  /** Team links' turn counters (shared through Redis with several instances; never rejects); default in memory. */
  turns?: TeamTurns;
  /** Everything that is not a known short link: the Hono app (API, static files, pages, Link Not Found). */
  fallback: Listener;
  /** Which Host is the main site and which are verified custom domains; absent: every Host is the main site. */
  hosts?: HostDeps;
  log?: (message: string) => void;
  /** Distinct visitors a day (a salted hash in memory, then batched); absent: not counted. */
  visitors?: VisitorCounter;
}

type ClickTags = Pick<LinkQuery, "ref" | "utm">;

/**
 * The redirect hot path, in front of the app's router: a GET/HEAD for one path
 * segment shaped like a code is answered here with a bare Node response; all
 * else, and every code that does not resolve, goes on to the app.
 */
export function createRedirectListener(deps: RedirectDeps): Listener {
  const { resolver, recorder, trustProxy, fallback } = deps;
  const turns = deps.turns ?? memoryTeamTurns();
  const countryOf = cachedCountryLookup(deps.geo);
  const log = deps.log ?? ((m: string) => console.error(m));
  // Only the headers that act on a redirect (ADR 0128); the 503 below has a body, so it gets the page set.
  const securityEntries = redirectSecurityHeaderEntries({ https: deps.https });
  const baseHeaders: Record<string, string> = Object.fromEntries(
    securityHeaderEntries("/code", { https: deps.https }),
  );
  // One flat header list per shape (with and without Set-Cookie), its Location slot filled per
  // request: Node reads a list given to writeHead at once and keeps none of it, so nothing is
  // built per request (a spread object cost ~6 µs of a ~35 µs redirect) and nothing per cached
  // link (a list each held ~280 bytes, 28 MB over 100,000 links).
  const plainHeaders = [
    ...securityEntries.flat(),
    "Location",
    "",
    "Cache-Control",
    "no-store",
    "Content-Length",
    "0",
  ];
  const cookieHeaders = [...plainHeaders.slice(0, -2), "Set-Cookie", "", "Content-Length", "0"];
  const LOCATION = plainHeaders.indexOf("Location") + 1;
  const COOKIE = cookieHeaders.indexOf("Set-Cookie") + 1;
  function found(res: ServerResponse, location: string, cookie: string | null): void {
    let headers = plainHeaders;
    if (cookie !== null) {
      headers = cookieHeaders;
      headers[COOKIE] = cookie;
    }
    headers[LOCATION] = location;
    res.writeHead(302, headers);
    res.end();
  }

  /** 2. Choose the destination (in memory), 3. count the click, 4. answer 302. */
  function redirect(link: ResolvedLink, req: IncomingMessage, res: ServerResponse): void {
    const ask = readLinkQuery(req.url as string);
    const team = link.team;
    if (team === null) {
      countClick(link, req, null, ask);
      found(res, link.location ?? filledLocation(link.phone as string, link.message, null, ask.ref), null);
      return;
    }
    try {
      teamRedirect(link, team, ask, req, res);
    } catch (err) {
      // A fault in choosing must cost this click a 503, never the process (an uncaught throw would).
      log(`redirect: team link ${link.linkId} not answered: ${errorText(err)}`);
      unavailable(res, baseHeaders);
    }
  }

  function teamRedirect(
    link: ResolvedLink,
    team: TeamRoute,
    ask: LinkQuery,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    // Only a sticky link reads the Cookie header (the click's own headers are read when it is counted).
    const sticky =
      team.rotation === "sticky" ? stickyAgentOf(clickHeaders(req.rawHeaders).cookie, link.linkId) : null;
    const step = stepFor(team, {
      now: Date.now(),
      department: ask.department,
      agentId: ask.agentId,
      anyway: ask.anyway,
      stickyId: sticky,
    });
    // No closure on the way (keepNames makes each a defineProperty): toAgent is called directly.
    if (step.kind === "closed") {
      countClick(link, req, null, ask);
      closedPage(req, res);
    } else if (step.kind === "agent") {
      toAgent(link, step.agent, req, res, ask, sticky);
    } else {
      // The turn comes from memory, or from Redis with several instances (never failing: its own fallback).
      const turn = turns.next(link.linkId);
      if (typeof turn === "number")
        toAgent(link, agentForTurn(team, step.candidates, turn), req, res, ask, sticky);
      else
        turn
          .then((n) => toAgent(link, agentForTurn(team, step.candidates, n), req, res, ask, sticky))
          .catch((err: unknown) => {
            // The counter never rejects; this guards the send itself (nothing may go unhandled).
            log(`redirect: team link ${link.linkId} not answered: ${errorText(err)}`);
            unavailable(res, baseHeaders);
          });
    }
  }

  function toAgent(
    link: ResolvedLink,
    agent: RoutedAgent,
    req: IncomingMessage,
    res: ServerResponse,
    ask: ClickTags,
    sticky: string | null,
  ): void {
    const ref = ask.ref;
    countClick(link, req, agent.id, ask);
    const cookie =
      link.team?.rotation === "sticky" && sticky !== agent.id
        ? stickyCookie(link.linkId, agent.id, deps.https)
        : null;
    found(res, agent.location ?? filledLocation(agent.phone, link.message, agent, ref), cookie);
  }

  function countClick(link: ResolvedLink, req: IncomingMessage, agentId: string | null, tags: ClickTags) {
    try {
      recordClick(link, req, agentId, tags);
    } catch (err) {
      // Counting must never cost the visitor the redirect (nor, unguarded, crash the process).
      log(`redirect: click not counted: ${errorText(err)}`);
    }
  }

  /** Nobody of the team is open and there is no fallback: the contact card says when they open (HTTP 200). */
  function closedPage(req: IncomingMessage, res: ServerResponse): void {
    // The contact card is the main site's page, found by code on the main host: a custom domain gets a neutral one.
    if (scopeOf(req) !== "main") {
      neutralPage(req, res, 200, "closed", baseHeaders);
      return;
    }
    // The code's key, not the path as typed: a pasted `/shop-name).` must reach the card too.
    req.url = `/${redirectKey(req)}/card?closed=1`;
    fallback(req, res);
  }

  function recordClick(
    link: ResolvedLink,
    req: IncomingMessage,
    agentId: string | null,
    tags: ClickTags,
  ): void {
    const headers = clickHeaders(req.rawHeaders);
    const profile = describeClient(headers.userAgent);
    const address = clientAddress(
      { socketAddress: req.socket.remoteAddress, forwardedFor: headers.forwardedFor },
      trustProxy,
    );
    // One keyed hash in memory, the address forgotten with it (docs/decisions/0158-visitor-counting.md).
    if (!profile.bot && req.method !== "HEAD") deps.visitors?.record(link, address, headers.userAgent);
    recorder.record({
      linkId: link.linkId,
      code: link.code,
      workspaceId: link.workspaceId,
      profile: req.method === "HEAD" ? asBot(profile) : profile,
      country: address === "" ? null : countryOf(address),
      referrer: referrerHost(headers.referer),
      agentId,
      ref: tags.ref,
      utm: tags.utm,
    });
  }

  const scopeOf = deps.hosts === undefined ? () => "main" as const : hostScopes(deps.hosts);

  /**
   * A request on a custom domain: that domain's links only (its cache keys are `<domain id>/<code>`),
   * else a neutral page; never the app (no marketing page, dashboard or API on such a Host).
   */
  function serveOnDomain(link: ResolvedLink | null, req: IncomingMessage, res: ServerResponse): void {
    if (link === null) neutralPage(req, res, 404, "notFound", baseHeaders);
    else redirect(link, req, res);
  }

  function onDomain(domain: ServedDomain, req: IncomingMessage, res: ServerResponse): void {
    const head = req.method === "HEAD";
    // The domain's own namespace: 3–4 character aliases (`/menu`) are looked up here (ADR 0159).
    const key = redirectKey(req, CUSTOM_DOMAIN_SCOPE);
    if (key === null) {
      const root = (req.method === "GET" || head) && (req.url === "/" || req.url?.startsWith("/?"));
      neutralPage(req, res, root ? 200 : 404, root ? "home" : "notFound", baseHeaders);
      return;
    }
    const cacheKey = `${domain.id}/${key}`;
    const cached = resolver.cached(cacheKey);
    // No closure for a cached code: the server bundle names each function it makes (keepNames),
    // a defineProperty a request that cost 3 % of the thread.
    if (cached !== undefined) {
      serveOnDomain(cached, req, res);
      return;
    }
    resolver.load(cacheKey).then(
      (link) => serveOnDomain(link, req, res),
      (err: unknown) => {
        if (!(err instanceof ResolverBusyError))
          log(`redirect: lookup failed for ${cacheKey}: ${errorText(err)}`);
        unavailable(res, baseHeaders);
      },
    );
  }

  return function redirectListener(req, res) {
    const scope = scopeOf(req);
    if (scope !== "main") {
      if (scope === "unknown") return neutralPage(req, res, 404, "unknownHost", baseHeaders);
      return onDomain(scope, req, res);
    }
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
 * (also as pasted from a sentence: `/shop-name/`, `/shop-name).`), not reserved. On the main
 * host a 3–4 character path is never a code: it goes on to the app (its pages, `/faq`, `/api`).
 */
export function redirectKey(req: IncomingMessage, scope: AliasScope = MAIN_HOST_SCOPE): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url;
  if (url === undefined || url.charCodeAt(0) !== 47 /* / */) return null;
  const query = url.indexOf("?");
  const segment = query === -1 ? url.slice(1) : url.slice(1, query);
  const code = codeFromPastedSegment(segment, scope);
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
  cookie: string | undefined;
} {
  let userAgent: string | undefined;
  let referer: string | undefined;
  let forwardedFor: string | null = null;
  let cookie: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    // Length first: most names are skipped without lower-casing them.
    if (name.length === 10 && userAgent === undefined && name.toLowerCase() === "user-agent")
      userAgent = raw[i + 1];
    else if (name.length === 7 && referer === undefined && name.toLowerCase() === "referer")
      referer = raw[i + 1];
    else if (name.length === 15 && name.toLowerCase() === "x-forwarded-for")
      forwardedFor = forwardedFor === null ? (raw[i + 1] as string) : `${forwardedFor}, ${raw[i + 1]}`;
    else if (name.length === 6 && cookie === undefined && name.toLowerCase() === "cookie")
      cookie = raw[i + 1];
  }
  return { userAgent, referer, forwardedFor, cookie };
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
