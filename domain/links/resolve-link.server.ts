import { LRUCache } from "lru-cache";
import type { ActiveLinkRow } from "#db/queries/links.server";
import { type ResolvedLink, toResolvedLink } from "./resolved-link.server";

export type { ResolvedLink } from "./resolved-link.server";

/** lru-cache cannot hold null, so "known missing" is this marker. */
const MISSING = Symbol("missing");
type Entry = { link: ResolvedLink | typeof MISSING; readAt: number };

export interface LinkResolverOptions {
  /** Reads the resolvable (active, not banned) links among these keys, in one query. */
  findMany: (codeKeys: readonly string[]) => Promise<Map<string, ActiveLinkRow>>;
  /**
   * The longest an answer is served without being read again: the bound on a stale answer when
   * an invalidation is lost (another instance without Redis). Past half of it, a request is
   * still served the cached answer while one read in the background replaces it.
   */
  ttlMs?: number;
  /** How long an expired link is kept as the answer of last resort when the database fails. */
  staleMs?: number;
  negativeTtlMs?: number;
  /** Memory the cache may hold (keys and wa.me addresses), default 64 MB. */
  maxBytes?: number;
  /** Keys read in one query at most. */
  maxBatch?: number;
  /**
   * Lookup queries running at once at most (default 4). Misses arriving meanwhile wait and go
   * together in the next one, so a busy database gets fewer, larger queries rather than a
   * queue of small ones (the embedded database answers one query at a time: 1).
   */
  maxConcurrent?: number;
  /** Keys waiting for a query slot at most; a miss beyond it is refused (`ResolverBusyError`). */
  maxQueued?: number;
}

/** Too many lookups already wait: the caller answers "try again" rather than queueing without bound. */
export class ResolverBusyError extends Error {
  constructor() {
    super("link lookups: queue full");
    this.name = "ResolverBusyError";
  }
}

/**
 * One read of one key from the database, shared by every request that misses that key while
 * it is waiting or running. `stale` is set when an invalidation (or clear) arrives after its
 * query started: it may have read the data before the change, so its answer is handed to the
 * requests that asked before the change but never cached.
 */
interface Lookup {
  readonly key: string;
  readonly promise: Promise<ResolvedLink | null>;
  resolve: (link: ResolvedLink | null) => void;
  reject: (err: unknown) => void;
  started: boolean;
  stale: boolean;
}

/** Per entry beyond its strings: the entry, the link and the cache's bookkeeping (measured: ~370 B in all for a typical link). */
const ENTRY_OVERHEAD_BYTES = 260;

/**
 * code key → destination, in process (docs/decisions/0131, 0140):
 * - misses of one turn of the event loop are read together, one query for all of them
 *   (`WHERE code_key = ANY($1)`), and concurrent misses of one key share it; with
 *   `maxConcurrent` queries running, later misses wait and go together in the next one;
 * - an answer is served for at most `ttlMs` without being read again; past half of that a
 *   request still gets it at once while one read in the background replaces it, so a link
 *   clicked steadily never waits on the database; edits and deletes reach the cache at once
 *   through `invalidate` (and the Redis bus, on every instance);
 * - a query that was running when an invalidation arrived never caches its answer, and every
 *   lookup leaves `inFlight` when it ends, whatever happened meanwhile: nothing can pin an
 *   old answer (tests: resolve-link.server.test.ts, a seeded interleaving of every operation);
 * - unknown codes are remembered briefly (`negativeTtlMs`), which absorbs floods;
 * - the cache is bounded by memory (`maxBytes`), the lookups by `maxQueued` plus
 *   `maxConcurrent` × `maxBatch`.
 */
export class LinkResolver {
  private readonly findMany: LinkResolverOptions["findMany"];
  private readonly ttlMs: number;
  private readonly refreshAfterMs: number;
  private readonly negativeTtlMs: number;
  private readonly maxBatch: number;
  private readonly maxConcurrent: number;
  private readonly maxQueued: number;
  private running = 0;
  private readonly cache: LRUCache<string, Entry>;
  /** The lookup whose answer may still be cached, per key: waiting for a slot or running. */
  private readonly inFlight = new Map<string, Lookup>();
  /** Lookups waiting for a query slot, oldest first. */
  private readonly queue = new Map<string, Lookup>();
  private batchScheduled = false;

  constructor(options: LinkResolverOptions) {
    this.findMany = options.findMany;
    this.ttlMs = options.ttlMs ?? 5000;
    this.refreshAfterMs = this.ttlMs / 2;
    this.negativeTtlMs = options.negativeTtlMs ?? 1000;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxConcurrent = options.maxConcurrent ?? 4;
    this.maxQueued = options.maxQueued ?? 20_000;
    this.cache = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry, key) =>
        ENTRY_OVERHEAD_BYTES + 2 * key.length + (entry.link === MISSING ? 0 : entry.link.bytes),
      ttl: Math.max(options.staleMs ?? 10 * 60_000, this.ttlMs),
      // An expired link stays (until evicted or invalidated) as the answer of last resort when
      // the database cannot be asked: a PostgreSQL outage does not turn into a redirect outage.
      noDeleteOnStaleGet: true,
    });
  }

  /** Keys with a lookup waiting or running (bounded; for tests and the operator). */
  get pendingLookups(): number {
    return this.inFlight.size;
  }

  /**
   * Synchronous cache read: the link, null when known missing, undefined when not cached (or
   * too old to serve without asking the database). Past half its life an answer is still
   * given, and read again in the background.
   */
  cached(key: string): ResolvedLink | null | undefined {
    const entry = this.cache.get(key);
    if (entry === undefined) return undefined;
    const age = Date.now() - entry.readAt;
    if (entry.link === MISSING) return age <= this.negativeTtlMs ? null : undefined;
    if (age > this.ttlMs) return undefined;
    if (age > this.refreshAfterMs && !this.inFlight.has(key)) this.lookup(key).promise.catch(() => {}); // a failed refresh keeps serving what we have
    return entry.link;
  }

  /** Reads through the cache; one query per turn of the event loop however many keys wait. */
  load(key: string): Promise<ResolvedLink | null> {
    const cached = this.cached(key);
    if (cached !== undefined) return Promise.resolve(cached);
    try {
      return (this.inFlight.get(key) ?? this.lookup(key)).promise;
    } catch (err) {
      return Promise.reject(err);
    }
  }

  private lookup(key: string): Lookup {
    if (this.queue.size >= this.maxQueued) throw new ResolverBusyError();
    let resolve!: Lookup["resolve"];
    let reject!: Lookup["reject"];
    const promise = new Promise<ResolvedLink | null>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const lookup: Lookup = { key, promise, resolve, reject, started: false, stale: false };
    this.inFlight.set(key, lookup);
    this.queue.set(key, lookup);
    this.scheduleBatch();
    return lookup;
  }

  /** With a query slot free; otherwise the next query to end runs the waiting keys. */
  private scheduleBatch(): void {
    if (this.batchScheduled || this.running >= this.maxConcurrent || this.queue.size === 0) return;
    this.batchScheduled = true;
    // After the requests already read from their sockets in this turn have queued their misses.
    setImmediate(() => this.runBatch());
  }

  private runBatch(): void {
    this.batchScheduled = false;
    while (this.queue.size > 0 && this.running < this.maxConcurrent) {
      const lookups: Lookup[] = [];
      for (const [key, lookup] of this.queue) {
        if (lookups.length === this.maxBatch) break;
        lookup.started = true;
        lookups.push(lookup);
        this.queue.delete(key);
      }
      this.running++;
      void this.query(lookups).finally(() => {
        this.running--;
        this.scheduleBatch();
      });
    }
  }

  private async query(lookups: Lookup[]): Promise<void> {
    let rows: Map<string, ActiveLinkRow>;
    try {
      rows = await this.findMany(lookups.map((l) => l.key));
    } catch (err) {
      for (const lookup of lookups) {
        this.finish(lookup);
        // Stale if error: the destination we last knew (an invalidation deleted it, so never that).
        const stale = this.cache.get(lookup.key, { allowStale: true });
        if (stale !== undefined && stale.link !== MISSING) lookup.resolve(stale.link);
        else lookup.reject(err);
      }
      return;
    }
    const readAt = Date.now();
    for (const lookup of lookups) {
      const row = rows.get(lookup.key);
      const link = row === undefined ? null : toResolvedLink(row);
      if (!lookup.stale) this.cache.set(lookup.key, { link: link ?? MISSING, readAt });
      this.finish(lookup);
      lookup.resolve(link);
    }
  }

  /** The lookup leaves the map, unless a newer one for its key has taken its place. */
  private finish(lookup: Lookup): void {
    if (this.inFlight.get(lookup.key) === lookup) this.inFlight.delete(lookup.key);
  }

  invalidate(key: string): void {
    this.cache.delete(key);
    this.forget(this.inFlight.get(key));
  }

  clear(): void {
    this.cache.clear();
    for (const lookup of [...this.inFlight.values()]) this.forget(lookup);
  }

  /** A running lookup may have read before the change: its answer goes uncached. A waiting one reads after it. */
  private forget(lookup: Lookup | undefined): void {
    if (lookup === undefined || !lookup.started) return;
    lookup.stale = true;
    this.inFlight.delete(lookup.key);
  }
}
