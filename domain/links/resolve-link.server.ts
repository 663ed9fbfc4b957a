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
type Entry = { link: ResolvedLink | typeof MISSING; readAt: number };

export interface LinkResolverOptions {
  /** Reads the resolvable (active, not banned) links among these keys, in one query. */
  findMany: (codeKeys: readonly string[]) => Promise<Map<string, ActiveLinkRow>>;
  /** How long an answer is fresh; after it the next request is served it while it is read again. */
  ttlMs?: number;
  /** How long a link may be served while being read again (and, when the database fails, at all). */
  staleMs?: number;
  negativeTtlMs?: number;
  /** Memory the cache may hold (keys and wa.me addresses), default 64 MB. */
  maxBytes?: number;
  /** Keys read in one query at most. */
  maxBatch?: number;
  /**
   * Lookup queries running at once at most (default 4). Misses arriving meanwhile wait and go
   * together in the next query, so a busy database gets fewer, larger queries rather than a
   * queue of small ones (the embedded database answers one query at a time: 1).
   */
  maxConcurrent?: number;
}

interface Waiter {
  resolve: (link: ResolvedLink | null) => void;
  reject: (err: unknown) => void;
}

/** Per entry beyond its strings: the entry, the link and the cache's bookkeeping (measured: ~370 B in all for a typical link). */
const ENTRY_OVERHEAD_BYTES = 260;

/**
 * code key → destination, in process (docs/decisions/0131):
 * - misses of one turn of the event loop are read together, one query for all of them
 *   (`WHERE code_key = ANY($1)`), and concurrent misses of one key share it; with
 *   `maxConcurrent` queries running, later misses wait and go together in the next one;
 * - an answer is fresh for `ttlMs`; after that it is still served, once per request, while
 *   one read in the background replaces it (stale-while-revalidate), so a link that is
 *   clicked steadily never waits on the database; edits and deletes reach the cache at once
 *   through `invalidate` (and the Redis bus, on every instance);
 * - unknown codes are remembered briefly (`negativeTtlMs`), which absorbs floods;
 * - the cache is bounded by memory (`maxBytes`), not by a count of entries.
 */
export class LinkResolver {
  private readonly findMany: LinkResolverOptions["findMany"];
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxBatch: number;
  private readonly maxConcurrent: number;
  private running = 0;
  private readonly cache: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<ResolvedLink | null>>();
  /** Keys waiting for this turn's query, with the callbacks of the promises waiting on each. */
  private batch = new Map<string, Waiter[]>();
  private batchScheduled = false;
  /** Bumped by every invalidation, so a query that started before it cannot re-cache stale data. */
  private generation = 0;

  constructor(options: LinkResolverOptions) {
    this.findMany = options.findMany;
    this.ttlMs = options.ttlMs ?? 5000;
    this.negativeTtlMs = options.negativeTtlMs ?? 1000;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxConcurrent = options.maxConcurrent ?? 4;
    this.cache = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry, key) =>
        ENTRY_OVERHEAD_BYTES + 2 * key.length + (entry.link === MISSING ? 0 : 2 * entry.link.location.length),
      ttl: Math.max(options.staleMs ?? 10 * 60_000, this.ttlMs),
      // An expired link stays (until evicted or invalidated) as the answer of last resort when
      // the database cannot be asked: a PostgreSQL outage does not turn into a redirect outage.
      noDeleteOnStaleGet: true,
    });
  }

  /**
   * Synchronous cache read: the link, null when known missing, undefined when not cached.
   * An answer past its freshness is still given, and read again in the background.
   */
  cached(key: string): ResolvedLink | null | undefined {
    const entry = this.cache.get(key);
    if (entry === undefined) return undefined;
    if (entry.link === MISSING) {
      if (Date.now() - entry.readAt <= this.negativeTtlMs) return null;
      this.cache.delete(key);
      return undefined;
    }
    if (Date.now() - entry.readAt > this.ttlMs && !this.inFlight.has(key))
      this.load(key, { refresh: true }).catch(() => {}); // stale if error: keep serving what we have
    return entry.link;
  }

  /** Reads through the cache; one query per turn of the event loop however many keys wait. */
  load(key: string, options: { refresh?: boolean } = {}): Promise<ResolvedLink | null> {
    if (options.refresh !== true) {
      const cached = this.cached(key);
      if (cached !== undefined) return Promise.resolve(cached);
    }
    let pending = this.inFlight.get(key);
    if (pending === undefined) {
      pending = this.enqueue(key);
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private enqueue(key: string): Promise<ResolvedLink | null> {
    // A key queued again in the same turn (after an invalidation) waits for the same query.
    const promise = new Promise<ResolvedLink | null>((resolve, reject) => {
      const waiters = this.batch.get(key);
      if (waiters === undefined) this.batch.set(key, [{ resolve, reject }]);
      else waiters.push({ resolve, reject });
    });
    this.scheduleBatch();
    return promise;
  }

  /** With a query slot free; otherwise the next query to end runs the waiting keys. */
  private scheduleBatch(): void {
    if (this.batchScheduled || this.running >= this.maxConcurrent || this.batch.size === 0) return;
    this.batchScheduled = true;
    // After the requests already read from their sockets in this turn have queued their misses.
    setImmediate(() => this.runBatch());
  }

  private runBatch(): void {
    this.batchScheduled = false;
    while (this.batch.size > 0 && this.running < this.maxConcurrent) {
      const waiting = new Map<string, Waiter[]>();
      for (const [key, waiters] of this.batch) {
        if (waiting.size === this.maxBatch) break;
        waiting.set(key, waiters);
        this.batch.delete(key);
      }
      this.running++;
      void this.query([...waiting.keys()], waiting).finally(() => {
        this.running--;
        this.scheduleBatch();
      });
    }
  }

  private async query(keys: string[], waiting: Map<string, Waiter[]>): Promise<void> {
    const generation = this.generation;
    let rows: Map<string, ActiveLinkRow>;
    try {
      rows = await this.findMany(keys);
    } catch (err) {
      for (const key of keys) {
        // Stale if error: the destination we last knew, unless it was invalidated since.
        const stale = this.cache.get(key, { allowStale: true });
        if (generation === this.generation) this.inFlight.delete(key);
        for (const waiter of waiting.get(key) ?? [])
          if (stale !== undefined && stale.link !== MISSING) waiter.resolve(stale.link);
          else waiter.reject(err);
      }
      return;
    }
    const readAt = Date.now();
    for (const key of keys) {
      const row = rows.get(key);
      const link =
        row === undefined ? null : { linkId: row.id, location: buildWhatsAppUrl(toDestination(row)) };
      // After an invalidation the answer may be stale, and the map may hold a newer query: leave both.
      if (generation === this.generation) {
        this.cache.set(key, { link: link ?? MISSING, readAt });
        this.inFlight.delete(key);
      }
      for (const waiter of waiting.get(key) ?? []) waiter.resolve(link);
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
