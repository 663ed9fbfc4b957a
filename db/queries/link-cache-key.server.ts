import { sql } from "drizzle-orm";
import { links } from "../schema";

/**
 * A link's key in the redirect cache, for the `returning` of a change that must be announced:
 * its code key on the main host, `<domain id>/<code key>` on a custom domain (the same key
 * `findResolvableLinks` answers under; docs/decisions/0156-custom-domain-hosts).
 */
export const LINK_CACHE_KEY = sql<string>`(case when ${links.domainId} is null then ${links.codeKey} else ${links.domainId} || '/' || ${links.codeKey} end)`;
