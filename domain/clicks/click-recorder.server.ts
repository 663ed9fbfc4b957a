import { LRUCache } from "lru-cache";
import {
  type CappedDimension,
  DIMENSION_VALUE_CAPS,
  FIXED_VALUES,
  MAX_HOSTNAME_LENGTH,
  OTHER_VALUE,
} from "#core/click-values";
import { errorText } from "#core/error-text";
import { errorCode, isRefusedDataError, isTransientError } from "#db/errors.server";
import type { ClickRollupRow } from "#db/queries/clicks.server";
import type { ClickDimension } from "#db/schema";
import { type ClientProfile, SEP, UNKNOWN } from "./describe-client.server";

export interface Click {
  linkId: number;
  profile: ClientProfile;
  /** ISO2 or null when unknown. */
  country: string | null;
  referrer: string;
}

export interface ClickRecorderOptions {
  /** Distinct click keys held between flushes; clicks with a new key beyond it are counted as lost. */
  maxPendingKeys?: number;
  /** Rollup rows kept after a failed write for the next flush; beyond it they are dropped and counted. */
  maxUnsentRows?: number;
  /** Link-hours whose seen values are remembered for the per-dimension caps. */
  maxTrackedLinkHours?: number;
}

const HOUR_MS = 3_600_000;
/** ~20 MB of keys at most while the database is away (a key is ~100–400 bytes). */
export const MAX_PENDING_KEYS = 50_000;
/** Six rows a key: what one full pending map expands to. */
export const MAX_UNSENT_ROWS = 300_000;
/** Worst case ~2,000 × 50 referrers × 253 bytes ≈ 25 MB; the database enforces the caps anyway. */
export const MAX_TRACKED_LINK_HOURS = 2000;
/** An error we cannot classify is retried this many flushes before its batch is isolated row by row. */
const UNKNOWN_FAILURES_BEFORE_ISOLATING = 3;

const FIXED = new Set(FIXED_VALUES);

/** Values seen for one link in one hour, per capped dimension (docs/decisions/0076). */
class SeenValues {
  private readonly sets = new Map<CappedDimension, Set<string>>();

  /** The value itself while the dimension is under its cap (or already holds it), otherwise OTHER_VALUE. */
  admit(dimension: CappedDimension, value: string): string {
    if (FIXED.has(value)) return value;
    let set = this.sets.get(dimension);
    if (set === undefined) {
      set = new Set();
      this.sets.set(dimension, set);
    }
    if (set.has(value)) return value;
    if (set.size >= DIMENSION_VALUE_CAPS[dimension]) return OTHER_VALUE;
    set.add(value);
    return value;
  }
}

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
  private pending = new Map<string, number>();
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

  constructor(
    private readonly write: (rows: ClickRollupRow[]) => Promise<void>,
    private readonly log: (message: string) => void = (m) => console.error(m),
    intervalMs = 1000,
    options: ClickRecorderOptions = {},
  ) {
    this.maxPendingKeys = options.maxPendingKeys ?? MAX_PENDING_KEYS;
    this.maxUnsentRows = options.maxUnsentRows ?? MAX_UNSENT_ROWS;
    this.seen = new LRUCache({ max: options.maxTrackedLinkHours ?? MAX_TRACKED_LINK_HOURS });
    this.timer = setInterval(() => {
      this.flush().catch(() => {});
    }, intervalMs);
    this.timer.unref();
  }

  record(click: Click): void {
    const hour = Math.floor(Date.now() / HOUR_MS);
    const seenKey = `${click.linkId}:${hour}`;
    let seen = this.seen.get(seenKey);
    if (seen === undefined) {
      seen = new SeenValues();
      this.seen.set(seenKey, seen);
    }
    const { profile } = click;
    const device = seen.admit("device", bounded(profile.device));
    const os = seen.admit("os", bounded(profile.os));
    const browser = seen.admit("browser", bounded(profile.browser));
    const profileKey =
      device === profile.device && os === profile.os && browser === profile.browser
        ? profile.key
        : `${profile.bot ? 1 : 0}${SEP}${device}${SEP}${os}${SEP}${browser}`;
    const country = seen.admit("country", isIso2(click.country) ? click.country : UNKNOWN);
    const referrer = seen.admit("referrer", bounded(click.referrer));
    const key = `${click.linkId}${SEP}${hour}${SEP}${profileKey}${SEP}${country}${SEP}${referrer}`;
    const count = this.pending.get(key);
    if (count !== undefined) this.pending.set(key, count + 1);
    else if (this.pending.size < this.maxPendingKeys) this.pending.set(key, 1);
    else this.lose(1);
  }

  /** Clicks recorded but not yet written (distinct keys, plus rows held back by a failed write). */
  get pendingKeys(): number {
    return this.pending.size + this.unsent.size;
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
    if (this.pending.size === 0 && this.unsent.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = this.unsent;
    this.unsent = new Map();
    for (const row of toRollupRows(batch)) {
      const key = rowKey(row);
      const held = rows.get(key);
      if (held !== undefined) held.count += row.count;
      else if (rows.size < this.maxUnsentRows) rows.set(key, row);
      else if (row.dimension === "total") this.lose(row.count);
    }
    // A link's rows side by side: a refused link (deleted meanwhile) is then isolated in few splits.
    const all = [...rows.values()].sort((a, b) => a.linkId - b.linkId);
    const isolateUnknown = this.unknownFailures >= UNKNOWN_FAILURES_BEFORE_ISOLATING;

    // Depth-first halving: each part is written whole, or split until the refused rows stand alone.
    const parts: ClickRollupRow[][] = [all];
    let dropped = 0;
    let droppedClicks = 0;
    const droppedCodes = new Set<string>();
    for (let part = parts.pop(); part !== undefined; part = parts.pop()) {
      try {
        await this.write(part);
      } catch (err) {
        const refused = isRefusedDataError(err) || (isolateUnknown && !isTransientError(err));
        if (!refused) {
          // Keep this part and every part not yet tried for the next flush.
          for (const row of [part, ...parts].flat()) this.keepUnsent(row);
          if (!isTransientError(err)) this.unknownFailures++;
          if (!this.failing)
            this.log(`clicks: could not write click counts, will retry: ${errorText(err, { stack: false })}`);
          this.failing = true;
          this.reportDropped(dropped, droppedClicks, droppedCodes);
          throw err;
        }
        if (part.length > 1) {
          const middle = part.length >>> 1;
          parts.push(part.slice(middle), part.slice(0, middle));
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

/** A last guard for values that did not come through describeClient/referrerHost. */
function bounded(value: string): string {
  return value === "" || value.length > MAX_HOSTNAME_LENGTH || value.includes(SEP) ? UNKNOWN : value;
}

function isIso2(value: string | null): value is string {
  if (value === null || value.length !== 2) return false;
  const a = value.charCodeAt(0);
  const b = value.charCodeAt(1);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90;
}

/** Expands per-click keys into one row per (link, hour, dimension, value, bot), summed. */
export function toRollupRows(batch: ReadonlyMap<string, number>): ClickRollupRow[] {
  const rows = new Map<string, ClickRollupRow>();
  const add = (
    linkId: number,
    hour: number,
    isBot: boolean,
    dimension: ClickDimension,
    value: string,
    count: number,
  ) => {
    const key = `${linkId}${SEP}${hour}${SEP}${isBot ? 1 : 0}${SEP}${dimension}${SEP}${value}`;
    const row = rows.get(key);
    if (row !== undefined) row.count += count;
    else rows.set(key, { linkId, hour: new Date(hour * HOUR_MS), dimension, value, isBot, count });
  };
  for (const [key, count] of batch) {
    const [link, hourText, bot, device, os, browser, country, referrer] = key.split(SEP);
    const linkId = Number(link);
    const hour = Number(hourText);
    const isBot = bot === "1";
    add(linkId, hour, isBot, "total", "", count);
    add(linkId, hour, isBot, "country", country ?? UNKNOWN, count);
    add(linkId, hour, isBot, "device", device ?? UNKNOWN, count);
    add(linkId, hour, isBot, "os", os ?? UNKNOWN, count);
    add(linkId, hour, isBot, "browser", browser ?? UNKNOWN, count);
    add(linkId, hour, isBot, "referrer", referrer ?? UNKNOWN, count);
  }
  return [...rows.values()];
}
