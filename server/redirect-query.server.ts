import { isRefWord } from "#core/team-link";
import { utmValue } from "#core/utm";

/** What a short link's query may ask (any other parameter is ignored). */
export interface LinkQuery {
  /** `?ref=`: a valid word (1–40 letters, digits, `_-.:`), or null. */
  ref: string | null;
  /** `utm_source|utm_medium|utm_campaign` (core/utm) when any is given and all are words, or null. */
  utm: string | null;
  department: string | null;
  /** `?agent=` from the contact card. */
  agentId: string | null;
  /** `?anyway=1` from the closed page. */
  anyway: boolean;
}

const NONE: LinkQuery = { ref: null, utm: null, department: null, agentId: null, anyway: false };
/** Longer queries are not read at all: a flyer's link never needs more. */
const QUERY_MAX = 1024;
const DEPARTMENT_MAX = 40;
const AGENT_ID_MAX = 40;

export function readLinkQuery(url: string): LinkQuery {
  const at = url.indexOf("?");
  if (at === -1 || url.length - at > QUERY_MAX) return NONE;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return NONE;
  }
  const ref = params.get("ref");
  const department = params.get("department")?.trim() ?? "";
  const agentId = params.get("agent") ?? "";
  return {
    ref: ref !== null && isRefWord(ref) ? ref : null,
    utm: utmValue((name) => params.get(name)),
    department: department.length > 0 && department.length <= DEPARTMENT_MAX ? department : null,
    agentId: agentId.length > 0 && agentId.length <= AGENT_ID_MAX ? agentId : null,
    anyway: params.get("anyway") === "1",
  };
}

/** One first-party cookie per sticky link, holding only the agent's id: no personal data. */
const STICKY_PREFIX = "chl_t";
const STICKY_MAX_AGE_S = 90 * 24 * 3600;
const AGENT_ID_SHAPE = /^ag_[0-9a-f]{16}$/;
const AGENT_ID_LENGTH = 19;

export function stickyAgentOf(cookieHeader: string | undefined, linkId: number): string | null {
  if (cookieHeader === undefined || cookieHeader.length > 8192) return null;
  const name = `${STICKY_PREFIX}${linkId}=`;
  // The name must start a cookie (`xchl_t1=` is another cookie) and the value be a whole agent id.
  for (let at = cookieHeader.indexOf(name); at !== -1; at = cookieHeader.indexOf(name, at + 1)) {
    if (at > 0 && cookieHeader[at - 1] !== " " && cookieHeader[at - 1] !== ";") continue;
    const start = at + name.length;
    const end = start + AGENT_ID_LENGTH;
    const after = cookieHeader[end];
    if (after !== undefined && after !== ";" && after !== " ") continue;
    const value = cookieHeader.slice(start, end);
    if (AGENT_ID_SHAPE.test(value)) return value;
  }
  return null;
}

export function stickyCookie(linkId: number, agentId: string, https: boolean): string {
  // Path=/ so the visitor keeps the agent whichever spelling of the link they use; it lets go
  // when that agent closes or leaves (the redirect then chooses again and sets the new one).
  return `${STICKY_PREFIX}${linkId}=${agentId}; Path=/; Max-Age=${STICKY_MAX_AGE_S}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
