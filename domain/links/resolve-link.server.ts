import { LRUCache } from "lru-cache";
import { buildWhatsAppUrl } from "#core/whatsapp-url";
import type { ActiveLinkRow } from "#db/queries/links.server";

export interface ResolvedLink {
  linkId: number;
  /** The wa.me address, built once when cached. */
  location: string;
}

/** lru-cache cannot hold null, so "known missing" is this marker. */
const MISSING = Symbol("missing");
type Entry = ResolvedLink | typeof MISSING;

export interface LinkResolverOptions {
  /** Reads one resolvable (active, not banned) link by key. */
  find: (codeKey: string) => Promise<ActiveLinkRow | null>;
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
}

/**
 * code key → destination, in process: a short TTL bounds how stale another
 * instance's edit can be, a shorter negative TTL absorbs floods of unknown
 * codes, and concurrent misses for one key share a single query.
 */
export class LinkResolver {
  private readonly find: LinkResolverOptions["find"];
  private readonly negativeTtlMs: number;
  private readonly cache: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<ResolvedLink | null>>();
  /** Bumped by every invalidation, so a query that started before it cannot re-cache stale data. */
  private generation = 0;

  constructor(options: LinkResolverOptions) {
    this.find = options.find;
    this.negativeTtlMs = options.negativeTtlMs ?? 1000;
    this.cache = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 100_000,
      ttl: options.ttlMs ?? 5000,
      // An expired link stays (until evicted or invalidated) as the answer of last resort when
      // the database cannot be asked: a PostgreSQL outage does not turn into a redirect outage.
      noDeleteOnStaleGet: true,
    });
  }

  /** Synchronous cache read: the link, null when known missing, undefined when not cached. */
  cached(key: string): ResolvedLink | null | undefined {
    const entry = this.cache.get(key);
    return entry === MISSING ? null : entry;
  }

  /** Reads through the cache; one query per key however many requests wait for it. */
  load(key: string): Promise<ResolvedLink | null> {
    const cached = this.cached(key);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.query(key);
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async query(key: string): Promise<ResolvedLink | null> {
    const generation = this.generation;
    try {
      let row: ActiveLinkRow | null;
      try {
        row = await this.find(key);
      } catch (err) {
        // Stale if error: the destination we last knew, unless it was invalidated since.
        const stale = this.cache.get(key, { allowStale: true });
        if (stale !== undefined && stale !== MISSING) return stale;
        throw err;
      }
      const link = row === null ? null : { linkId: row.id, location: buildWhatsAppUrl(toDestination(row)) };
      if (generation === this.generation) {
        if (link === null) this.cache.set(key, MISSING, { ttl: this.negativeTtlMs });
        else this.cache.set(key, link);
      }
      return link;
    } finally {
      // After an invalidation the map may already hold a newer query for this key: leave it.
      if (generation === this.generation) this.inFlight.delete(key);
    }
  }

  invalidate(key: string): void {
    this.generation++;
    this.cache.delete(key);
    this.inFlight.delete(key);
  }

  clear(): void {
    this.generation++;
    this.cache.clear();
    this.inFlight.clear();
  }
}

function toDestination(row: ActiveLinkRow): { phone: string; message?: string } {
  return row.message === null ? { phone: row.phone } : { phone: row.phone, message: row.message };
}
