import { LRUCache } from "lru-cache";
import { errorText } from "#core/error-text";
import { errorCode, isRefusedDataError, isTransientError } from "#db/errors.server";
import type { ClickRollupRow } from "#db/queries/clicks.server";
import { admittedCounter, type Click, LinkHour, SeenValues, toRollupRows } from "./click-counters.server";
import { SEP } from "./describe-client.server";

export type { Click };

export interface ClickRecorderOptions {
  /** Distinct click keys held between flushes; clicks with a new key beyond it are counted as lost. */
  maxPendingKeys?: number;
  /** Rollup rows kept after a failed write for the next flush; beyond it they are dropped and counted. */
  maxUnsentRows?: number;
  /** Link-hours whose seen values are remembered for the per-dimension caps. */
  maxTrackedLinkHours?: number;
  /** Rows one write carries at most (default 20,000): a larger flush is several writes. */
  maxRowsPerWrite?: number;
  /**
   * Rows a write carries while the counters waiting reach half of `maxPendingKeys` (default:
   * `maxRowsPerWrite`): a writer falling behind writes longer statements rather than let the
   * bound be reached and clicks go uncounted.
   */
  catchUpRowsPerWrite?: number;
  /**
   * Applied once to a flush's rows before they are cut into writes (the workspaces' recording
   * switches: one query per flush, not one per write). A failure keeps every row for the next flush.
   */
  prepare?: (rows: ClickRollupRow[]) => Promise<ClickRollupRow[]>;
}

const HOUR_MS = 3_600_000;
/** ~20 MB of keys at most while the database is away (a key is ~100–400 bytes). */
export const MAX_PENDING_KEYS = 50_000;
/** Eight rows a key at most (six, plus a team link's agent and a ref): what one full pending map expands to. */
export const MAX_UNSENT_ROWS = 400_000;
/** Worst case ~2,000 × 50 referrers × 253 bytes ≈ 25 MB; the database enforces the caps anyway. */
export const MAX_TRACKED_LINK_HOURS = 2000;
/**
 * Rows one write (one statement) carries at most on PostgreSQL: a larger flush is several writes,
 * and a failed write puts back only its own rows for the next flush.
 */
export const MAX_ROWS_PER_WRITE = 20_000;
/**
 * On the embedded database, whose one thread also answers the redirects' lookups: a statement
 * holds that thread until it ends (~17 µs a row, about twice that since each row also adds to
 * its day's values: docs/decisions/0160), so a flush goes as short statements, marked to give way
 * to the lookups (docs/decisions/0161): a lookup waits for at most the one write running. 100 rows
 * (~6 ms, up to ~20 ms with cold pages) took the uniform-traffic p99 over 100,000 links from
 * ~110 ms (500 rows, in arrival order) to ~35 ms, at a higher rate (docs/benchmarks.md).
 */
export const EMBEDDED_ROWS_PER_WRITE = 100;
/**
 * The embedded database's rows a write once its writer is behind (half the waiting counters'
 * bound reached): lookups then wait longer behind each write, but every click is kept. With 100
 * rows it wrote ~3,000 new link-clicks a second, and sustained long-tail traffic above that lost
 * clicks; 1,000-row writes kept every one (docs/benchmarks.md).
 */
export const EMBEDDED_CATCH_UP_ROWS_PER_WRITE = 1000;
/** An error we cannot classify is retried this many flushes before its batch is isolated row by row. */
const UNKNOWN_FAILURES_BEFORE_ISOLATING = 3;

/**
 * Counts clicks in memory and writes them as hourly rollups in one batched
 * upsert at least every second. `record` never waits on the database: a few Map
 * lookups and one increment on a key that combines every dimension of the click.
 *
 * Counting must never stop (docs/decisions/0075): a write that fails because the
 * database is away keeps its rows for the next flush (bounded: what would not fit is
 * counted and logged as lost); a write the database refuses for its content is split
 * in halves until every good row is written and only the rows refused on their own are
 * dropped. `close` flushes what is left, so a graceful shutdown loses no click.
 */
export class ClickRecorder {
  /** This hour's counters by link id; a link's counters from an hour that has ended wait in `ended`. */
  private pending = new Map<number, LinkHour>();
  private ended: LinkHour[] = [];
  /** Counters in `pending` and `ended` together, bounded by maxPendingKeys. */
  private counters = 0;
  /** Rows from a write that failed transiently, merged into the next flush. */
  private unsent = new Map<string, ClickRollupRow>();
  private readonly seen: LRUCache<string, SeenValues>;
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private failing = false;
  private unknownFailures = 0;
  private lostSinceLog = 0;
  private lostTotal = 0;
  private readonly maxPendingKeys: number;
  private readonly maxUnsentRows: number;
  private readonly maxRowsPerWrite: number;
  private readonly catchUpRowsPerWrite: number;
  private closing = false;
  private readonly prepare: (rows: ClickRollupRow[]) => Promise<ClickRollupRow[]>;

  constructor(
    private readonly write: (rows: ClickRollupRow[]) => Promise<void>,
    private readonly log: (message: string) => void = (m) => console.error(m),
    intervalMs = 1000,
    options: ClickRecorderOptions = {},
  ) {
    this.maxPendingKeys = options.maxPendingKeys ?? MAX_PENDING_KEYS;
    this.maxUnsentRows = options.maxUnsentRows ?? MAX_UNSENT_ROWS;
    this.maxRowsPerWrite = options.maxRowsPerWrite ?? MAX_ROWS_PER_WRITE;
    this.catchUpRowsPerWrite = options.catchUpRowsPerWrite ?? this.maxRowsPerWrite;
    this.prepare = options.prepare ?? (async (rows) => rows);
    this.seen = new LRUCache({ max: options.maxTrackedLinkHours ?? MAX_TRACKED_LINK_HOURS });
    this.timer = setInterval(() => {
      this.flush().catch(() => {});
    }, intervalMs);
    this.timer.unref();
  }

  /**
   * Adds one to the click's counter: four Map lookups on values the caller already holds (the
   * link id, the cached profile object, the country and referrer strings), no string built;
   * two more for a click with an agent or a ref (LinkHour).
   * The per-dimension caps are applied only when a combination is new in its link-hour.
   */
  record(click: Click): void {
    const hour = Math.floor(Date.now() / HOUR_MS);
    let linkHour = this.pending.get(click.linkId);
    if (linkHour !== undefined && linkHour.hour !== hour) {
      this.ended.push(linkHour);
      this.pending.delete(click.linkId);
      linkHour = undefined;
    }
    const counter = linkHour?.find(click);
    if (counter !== undefined) {
      counter.count++;
      return;
    }
    if (this.counters >= this.maxPendingKeys) {
      this.lose(1);
      return;
    }
    if (linkHour === undefined) {
      linkHour = new LinkHour(click.linkId, hour);
      this.pending.set(click.linkId, linkHour);
    }
    linkHour.add(click, this.admitted(click, hour));
    this.counters++;
  }

  /** The click's values as they will be stored, under its link-hour's caps. */
  private admitted(click: Click, hour: number): ReturnType<typeof admittedCounter> {
    const seenKey = `${click.linkId}:${hour}`;
    let seen = this.seen.get(seenKey);
    if (seen === undefined) {
      seen = new SeenValues();
      this.seen.set(seenKey, seen);
    }
    return admittedCounter(click, seen);
  }

  /** Clicks recorded but not yet written (distinct keys, plus rows held back by a failed write). */
  get pendingKeys(): number {
    return this.counters + this.unsent.size;
  }

  /** Clicks that could not be kept since start (the pending limits were full while the database was away). */
  get lostClicks(): number {
    return this.lostTotal;
  }

  /** Writes what is pending now; concurrent callers share the write in progress. */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Waits for a write in progress, then writes everything recorded up to now. */
  async flushAll(): Promise<void> {
    await this.flushing?.catch(() => {});
    await this.flush();
  }

  /** Stops the timer and flushes, retrying a few times before giving up on the counts. */
  async close(attempts = 5): Promise<void> {
    clearInterval(this.timer);
    // No redirect is left to give way to: what waits goes in the longer writes (a stop after a
    // burst on PGlite took 27 s in short ones, and a process manager may kill it sooner).
    this.closing = true;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.flushAll();
        return;
      } catch (err) {
        if (attempt >= attempts) {
          this.log(
            `clicks: ${this.pendingKeys} counters could not be written at shutdown: ${errorText(err, { stack: false })}`,
          );
          throw err;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  private lose(clicks: number): void {
    this.lostSinceLog += clicks;
    this.lostTotal += clicks;
  }

  private async writePending(): Promise<void> {
    if (this.lostSinceLog > 0) {
      this.log(`clicks: ${this.lostSinceLog} clicks not counted: too many counters waiting for the database`);
      this.lostSinceLog = 0;
    }
    if (this.counters === 0 && this.unsent.size === 0) return;
    const batch = [...this.ended, ...this.pending.values()];
    this.pending = new Map();
    this.ended = [];
    this.counters = 0;
    const fresh = toRollupRows(batch);
    let all: ClickRollupRow[];
    if (this.unsent.size === 0 && fresh.length <= this.maxUnsentRows) {
      // The usual flush: nothing held back to merge, and each link-hour's rows already side by
      // side (a link clicked either side of the hour has two groups, which splitting copes with).
      all = fresh;
    } else {
      const rows = this.unsent;
      this.unsent = new Map();
      for (const row of fresh) {
        const key = rowKey(row);
        const held = rows.get(key);
        if (held !== undefined) held.count += row.count;
        else if (rows.size < this.maxUnsentRows) rows.set(key, row);
        else if (row.dimension === "total") this.lose(row.count);
      }
      // A link's rows side by side: a refused link (deleted meanwhile) is then isolated in few splits.
      all = [...rows.values()].sort((a, b) => a.linkId - b.linkId);
    }
    try {
      all = await this.prepare(all);
    } catch (err) {
      for (const row of all) this.keepUnsent(row);
      this.failed(err);
      throw err;
    }
    const isolateUnknown = this.unknownFailures >= UNKNOWN_FAILURES_BEFORE_ISOLATING;

    // Parts taken in order, each of the size the backlog calls for when it is taken; depth-first
    // halving: each part is written whole, or split until the refused rows stand alone.
    const halves: ClickRollupRow[][] = [];
    let taken = 0;
    const nextPart = (): ClickRollupRow[] | undefined => {
      const half = halves.pop();
      if (half !== undefined || taken >= all.length) return half;
      const part = all.slice(taken, taken + this.rowsPerWrite());
      taken += part.length;
      return part;
    };
    let dropped = 0;
    let droppedClicks = 0;
    const droppedCodes = new Set<string>();
    for (let part = nextPart(); part !== undefined; part = nextPart()) {
      try {
        await this.write(part);
      } catch (err) {
        const refused = isRefusedDataError(err) || (isolateUnknown && !isTransientError(err));
        if (!refused) {
          // Keep this part and every part not yet tried for the next flush.
          for (const row of [...part, ...halves.flat(), ...all.slice(taken)]) this.keepUnsent(row);
          this.failed(err);
          this.reportDropped(dropped, droppedClicks, droppedCodes);
          throw err;
        }
        if (part.length > 1) {
          const middle = part.length >>> 1;
          halves.push(part.slice(middle), part.slice(0, middle));
          continue;
        }
        dropped++;
        if (part[0]?.dimension === "total") droppedClicks += part[0].count;
        droppedCodes.add(errorCode(err) ?? "unknown error");
      }
    }
    this.reportDropped(dropped, droppedClicks, droppedCodes);
    if (this.failing) this.log("clicks: writing click counts again");
    this.failing = false;
    this.unknownFailures = 0;
  }

  /** Longer writes while the counters waiting for this flush's end reach half their bound, and at close. */
  private rowsPerWrite(): number {
    return this.closing || this.counters >= this.maxPendingKeys / 2
      ? this.catchUpRowsPerWrite
      : this.maxRowsPerWrite;
  }

  /** A write (or the flush's preparation) failed without refusing rows: they wait for the next flush. */
  private failed(err: unknown): void {
    if (!isTransientError(err)) this.unknownFailures++;
    if (!this.failing)
      this.log(`clicks: could not write click counts, will retry: ${errorText(err, { stack: false })}`);
    this.failing = true;
  }

  private keepUnsent(row: ClickRollupRow): void {
    const key = rowKey(row);
    const held = this.unsent.get(key);
    if (held !== undefined) held.count += row.count;
    else if (this.unsent.size < this.maxUnsentRows) this.unsent.set(key, row);
    else if (row.dimension === "total") this.lose(row.count);
  }

  private reportDropped(rows: number, clicks: number, codes: ReadonlySet<string>): void {
    // Counts and error codes only: never a value (a Referer host) or a query parameter.
    if (rows > 0)
      this.log(
        `clicks: dropped ${rows} counter rows the database refused (${[...codes].join(", ")}; ${clicks} clicks not in totals); the rest were written`,
      );
  }
}

function rowKey(row: ClickRollupRow): string {
  return `${row.linkId}${SEP}${row.hour.getTime()}${SEP}${row.isBot ? 1 : 0}${SEP}${row.dimension}${SEP}${row.value}`;
}
