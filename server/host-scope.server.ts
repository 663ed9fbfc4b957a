import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { type CustomDomainPage, customDomainPage } from "#core/custom-domain-pages";
import type { ServedDomain, VerifiedDomains } from "#domain/domains/verified-domains.server";

/** What a request's Host makes of it (docs/decisions/0156-custom-domain-hosts). */
export type HostScope = "main" | "unknown" | ServedDomain;

export interface HostDeps {
  /** PUBLIC_URL's host name (lower-case, no port). */
  publicHost: string;
  verified: Pick<VerifiedDomains, "get">;
}

/** One header, read from the raw list (building `req.headers` costs every header); the first of repeats. */
function rawHeader(raw: readonly string[], lowerName: string): string | undefined {
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === lowerName.length && name.toLowerCase() === lowerName) return raw[i + 1];
  }
  return undefined;
}

/** The Host header, read from the raw list. */
export function rawHost(raw: readonly string[]): string | undefined {
  return rawHeader(raw, "host");
}

/**
 * The main site answers on PUBLIC_URL's host, on IP addresses and `localhost` (health checks,
 * a proxy on the same machine, the tests) and on single-label names (a container's service
 * name behind a proxy that does not pass Host on); a verified custom domain is answered from
 * its own links; any other name of two labels or more gets nothing of any workspace.
 */
export function hostScopeOf(host: string | undefined, deps: HostDeps): HostScope {
  if (host === undefined || host === "") return "main";
  let name = host.toLowerCase();
  if (name.charCodeAt(0) === 91 /* [ */) return "main"; // an IPv6 literal
  const colon = name.lastIndexOf(":");
  if (colon !== -1) name = name.slice(0, colon);
  if (name.endsWith(".")) name = name.slice(0, -1);
  if (name === deps.publicHost || !name.includes(".") || name.endsWith(".localhost")) return "main";
  // A verified domain first: it is never an address, and isIP's pattern cost more than the lookup.
  const served = deps.verified.get(name);
  if (served !== undefined) return served;
  return isIP(name) !== 0 ? "main" : "unknown";
}

/**
 * A memo of the last Host found to be the main site: every request of a busy main site then
 * costs one string comparison. Anything else is classified afresh (the verified set changes).
 */
export function hostScopes(deps: HostDeps): (req: IncomingMessage) => HostScope {
  let lastMain: string | undefined;
  return (req) => {
    const host = rawHost(req.rawHeaders);
    if (host !== undefined && host === lastMain) return "main";
    const scope = hostScopeOf(host, deps);
    if (scope === "main") lastMain = host;
    return scope;
  };
}

/**
 * One of the neutral pages, in the visitor's language (Accept-Language), never cached by a
 * shared cache (a code may be made there later).
 */
export function neutralPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: 200 | 404,
  page: CustomDomainPage,
  headers: Readonly<Record<string, string>>,
): void {
  const { locale, body } = customDomainPage(page, rawHeader(req.rawHeaders, "accept-language"));
  const head = req.method === "HEAD";
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Language": locale,
    Vary: "Accept-Language",
    "Cache-Control": "no-cache",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(head ? undefined : body);
}
