import { LRUCache } from "lru-cache";
import { codeKey, looksLikeCode } from "#core/alias";
import type { Db } from "#db/client.server";
import { splitCacheKey } from "#db/queries/link-cache-key.server";
import { type ButtonLinkConfig, readButtonConfig } from "./read-button-config.server";

/**
 * How long one read answers every site's page views. Changes to a link reach the cache at once
 * (`drop`, called where the redirect cache is invalidated, on every instance); this bounds what
 * nothing announces, such as a team's next opening moving on with the clock.
 */
export const BUTTON_CONFIG_TTL_MS = 5_000;
const MAX_CODES = 5_000;
/** lru-cache cannot hold null: an unknown code is this marker (remembered too: floods of them are cheap). */
const UNKNOWN = Symbol("unknown");
type Entry = ButtonLinkConfig | typeof UNKNOWN;

export interface ButtonConfigCache {
  /** readButtonConfig, answered from the cache when it can be; `domainId`: a verified custom domain's link. */
  read(code: string, now: number, domainId?: string | null): Promise<ButtonLinkConfig | null>;
  /** A link changed (`codeKey`) or many did (`null`): its next configuration is read afresh. */
  drop(key: string | null): void;
}

/**
 * readButtonConfig through a small in-process cache: every page view of every site that carries
 * a button asks for its configuration, and on the embedded database each read would queue with
 * the redirects' lookups. Bounded (5,000 codes, code-shaped keys only); concurrent misses of one
 * code share one read; an answer is dropped when its link changes and is at most
 * BUTTON_CONFIG_TTL_MS old otherwise (browsers may keep it a minute anyway).
 */
export function createButtonConfigCache(db: Db): ButtonConfigCache {
  const cache = new LRUCache<string, Entry, number>({
    max: MAX_CODES,
    ttl: BUTTON_CONFIG_TTL_MS,
    fetchMethod: async (key, _stale, { context }) => {
      const { domainId, codeKey: code } = splitCacheKey(key);
      return (await readButtonConfig(db, code, context, domainId)) ?? UNKNOWN;
    },
  });
  return {
    async read(code, now, domainId = null) {
      if (!looksLikeCode(code, { customDomain: domainId !== null })) return null;
      // The redirect cache's keys (`<domain id>/<code key>` on a domain), so its drops reach this one.
      const key = domainId === null ? codeKey(code) : `${domainId}/${codeKey(code)}`;
      const entry = await cache.fetch(key, { context: now });
      return entry === undefined || entry === UNKNOWN ? null : entry;
    },
    drop(key) {
      if (key === null) cache.clear();
      else cache.delete(key);
    },
  };
}
