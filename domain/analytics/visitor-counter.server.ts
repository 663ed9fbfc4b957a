import { hash, randomBytes } from "node:crypto";
import { utcDay } from "#core/analytics-range";
import { errorText } from "#core/error-text";
import type { Db } from "#db/client.server";
import {
  deleteSaltsBefore,
  ensureSalts,
  foldVisitorDaysBefore,
  insertVisitors,
} from "#db/queries/visitors.server";

/**
 * Distinct visitors a day, counted the way privacy-first analytics do (docs/decisions/
 * 0158-visitor-counting.md): a click's address and User-Agent are hashed in memory with the
 * day's salt (HMAC-SHA-256, 64 bits kept) and forgotten; only the hash is written, once per
 * link and day. Salts are shared by every instance through the database and deleted once their
 * day is over, when the day's hashes are folded into a plain count per link and deleted too.
 */
export interface VisitorCounterOptions {
  now?: () => number;
  log?: (message: string) => void;
  /** How often the salts are refreshed and ended days folded (default one minute). */
  maintainEveryMs?: number;
  /** How often hashes are written (default one second). */
  flushEveryMs?: number;
  /** Hashes waiting for the database at most; beyond it a visitor is not counted (logged). */
  maxPending?: number;
  /** Link-visitor pairs remembered to skip writing one twice (the database ignores repeats anyway). */
  maxSeen?: number;
  /**
   * Hashes one statement writes at most (default 20,000). On the embedded database, whose one
   * thread also answers the redirects' lookups, a flush goes as short statements so a lookup
   * waits for one of them, not for the whole flush (4,000 rows held that thread ~70–100 ms).
   */
  rowsPerWrite?: number;
}

const DAY_MS = 86_400_000;
/** A day's hashes and salt outlive its end by this much, for clicks written late or clocks a little off. */
export const DAY_GRACE_MS = 10 * 60_000;
export const MAX_PENDING_VISITORS = 100_000;
export const MAX_SEEN_VISITORS = 200_000;

export interface CountedLink {
  linkId: number;
  workspaceId: string | null;
}

/** What waits for the database: the hash already the signed 64-bit number it is stored as. */
interface PendingVisitor {
  linkId: number;
  day: string;
  visitor: bigint;
}

export class VisitorCounter {
  private salts = new Map<string, DayHasher>();
  private pending: PendingVisitor[] = [];
  private readonly seen: SeenVisitors;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly maxPending: number;
  private readonly rowsPerWrite: number | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> | undefined;
  private lost = 0;
  /** The UTC day of the last click and when it ends: formatting a date cost ~1.5 µs a click. */
  private day = "";
  private dayEnds = 0;

  constructor(
    private readonly db: Db,
    options: VisitorCounterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((m) => console.error(m));
    this.maxPending = options.maxPending ?? MAX_PENDING_VISITORS;
    this.rowsPerWrite = options.rowsPerWrite;
    this.seen = new SeenVisitors(options.maxSeen ?? MAX_SEEN_VISITORS);
    const every = (ms: number, run: () => Promise<void>) => {
      const timer = setInterval(() => run().catch(() => {}), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(options.maintainEveryMs ?? 60_000, () => this.maintain());
    every(options.flushEveryMs ?? 1000, () => this.flush());
  }

  /**
   * On the redirect path: one hash and a few Set operations, no waiting. Without the day's salt
   * in memory (the database unreachable since the day began) the visitor is not counted.
   */
  record(link: CountedLink, address: string, userAgent: string | undefined): void {
    const now = this.now();
    if (now >= this.dayEnds || now < this.dayEnds - DAY_MS) {
      this.day = utcDay(now);
      this.dayEnds = Date.parse(`${this.day}T00:00:00Z`) + DAY_MS;
    }
    const day = this.day;
    const salt = this.salts.get(day);
    if (salt === undefined || address === "") return;
    const scope = link.workspaceId ?? `link:${link.linkId}`;
    const visitor = salt.hash(`${scope}\n${address}\n${(userAgent ?? "").slice(0, 500)}`);
    // One 64-bit number, not a string: the day is in the hash already (its salt), and a
    // string key built from a slice of the hex digest kept ~230 bytes a visitor (~50 now).
    const key = visitor ^ BigInt(link.linkId);
    if (this.seen.has(key)) return;
    if (this.pending.length >= this.maxPending) {
      this.lost++;
      return;
    }
    this.seen.add(key);
    this.pending.push({ linkId: link.linkId, day, visitor });
  }

  /**
   * Makes sure today's and tomorrow's salts are in memory (tomorrow's ahead, so midnight needs
   * no database), then destroys what has ended: earlier salts and hashes, folded into counts.
   */
  async maintain(): Promise<void> {
    const now = this.now();
    const today = utcDay(now);
    const salts = await ensureSalts(this.db, [today, utcDay(now + DAY_MS)], () =>
      randomBytes(32).toString("base64"),
    );
    this.salts = new Map([...salts].map(([day, salt]) => [day, new DayHasher(Buffer.from(salt, "base64"))]));
    const open = utcDay(now - DAY_GRACE_MS);
    await this.flush();
    await foldVisitorDaysBefore(this.db, open);
    await deleteSaltsBefore(this.db, open);
  }

  /** Writes every hash recorded up to now: after a write in progress, one more (writes never overlap). */
  flush(): Promise<void> {
    const next = (this.flushing ?? Promise.resolve()).catch(() => {}).then(() => this.write());
    this.flushing = next;
    next
      .finally(() => {
        if (this.flushing === next) this.flushing = undefined;
      })
      .catch(() => {});
    return next;
  }

  private async write(): Promise<void> {
    if (this.lost > 0) {
      this.log(`visitors: ${this.lost} visitors not counted: too many waiting for the database`);
      this.lost = 0;
    }
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    try {
      await insertVisitors(this.db, rows, this.rowsPerWrite);
    } catch (err) {
      // Kept for the next flush (bounded); a repeat is ignored by the database.
      this.pending = rows.concat(this.pending).slice(0, this.maxPending);
      this.log(`visitors: could not write, will retry: ${errorText(err, { stack: false })}`);
      throw err;
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flushing?.catch(() => {});
    await this.flush();
  }
}

/**
 * Link-visitor-day keys already written or waiting, at most `max`: two generations of half as
 * many, the older dropped whole when the newer fills (a Set operation each, where an LRU's
 * bookkeeping cost ~0.4 µs a click). Forgetting a key only costs a repeated row, which the
 * database ignores.
 */
export class SeenVisitors<Key = bigint> {
  private current = new Set<Key>();
  private previous = new Set<Key>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  has(key: Key): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  add(key: Key): void {
    if (this.current.size >= this.half) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/**
 * SHA-256 of the day's salt and the text (the salt first, as base64), its first 64 bits as the
 * signed number the database stores: one one-shot hash a click, ~0.8 µs, where HMAC's two cost
 * ~3.5 µs, a tenth of a redirect's thread time (ADR 0158). Keeping 64 of the 256 bits also rules
 * out extending a hash without the salt. Read from the hex digest: faster than a Buffer digest.
 */
export class DayHasher {
  private readonly prefix: string;

  constructor(salt: Buffer) {
    if (salt.length < 16) throw new Error("a salt shorter than 128 bits is guessable");
    this.prefix = `${salt.toString("base64")}\n`;
  }

  hash(text: string): bigint {
    return BigInt.asIntN(64, BigInt(`0x${hash("sha256", this.prefix + text, "hex").slice(0, 16)}`));
  }
}
