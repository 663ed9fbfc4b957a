import { sql } from "drizzle-orm";
import { links } from "../schema";

/**
 * A link's key in the redirect cache, for the `returning` of a change that must be announced:
 * its code key on the main host, `<domain id>/<code key>` on a custom domain (the same key
 * `findResolvableLinks` answers under; docs/decisions/0156-custom-domain-hosts).
 */
export const LINK_CACHE_KEY = sql<string>`(case when ${links.domainId} is null then ${links.codeKey} else ${links.domainId} || '/' || ${links.codeKey} end)`;

/**
 * The host condition of a lookup by code on `links l`: the main host's links, or a custom
 * domain's while that domain is verified and belongs to the link's workspace (as the redirect).
 */
export function onHost(domainId: string | null) {
  if (domainId === null) return sql`l.domain_id is null`;
  return sql`l.domain_id = ${domainId}::text and exists (select 1 from domains d
    where d.id = l.domain_id and d.workspace_id = l.workspace_id and d.status = 'verified')`;
}

/** A cache key split into its domain id (null: the main host) and code key. */
export function splitCacheKey(key: string): { domainId: string | null; codeKey: string } {
  const slash = key.indexOf("/");
  return slash === -1
    ? { domainId: null, codeKey: key }
    : { domainId: key.slice(0, slash), codeKey: key.slice(slash + 1) };
}
