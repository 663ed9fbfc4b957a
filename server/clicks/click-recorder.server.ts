import { errorText } from "../../core/error-text";
import type { ClickRollupRow } from "../../db/queries/clicks.server";
import type { ClickDimension } from "../../db/schema";
import { type ClientProfile, SEP, UNKNOWN } from "./describe-client.server";

export interface Click {
  linkId: number;
  profile: ClientProfile;
  /** ISO2 or null when unknown. */
  country: string | null;
  referrer: string;
}

const HOUR_MS = 3_600_000;

/**
 * Counts clicks in memory and writes them as hourly rollups in one batched
 * upsert at least every second. `record` never waits on the database: it is one
 * Map increment on a key that already combines every dimension of the click.
 * A failed write keeps its counts for the next attempt; `close` flushes what is
 * left, so a graceful shutdown loses no click.
 */
export class ClickRecorder {
  private pending = new Map<string, number>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private failing = false;

  constructor(
    private readonly write: (rows: ClickRollupRow[]) => Promise<void>,
    private readonly log: (message: string) => void = (m) => console.error(m),
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => {
      this.flush().catch(() => {});
    }, intervalMs);
    this.timer.unref();
  }

  record(click: Click): void {
    const hour = Math.floor(Date.now() / HOUR_MS);
    const key = `${click.linkId}${SEP}${hour}${SEP}${click.profile.key}${SEP}${click.country ?? UNKNOWN}${SEP}${click.referrer}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Clicks recorded but not yet written. */
  get pendingKeys(): number {
    return this.pending.size;
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
            `clicks: ${this.pending.size} counters could not be written at shutdown: ${errorText(err)}`,
          );
          throw err;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write(toRollupRows(batch));
      if (this.failing) this.log("clicks: writing click counts again");
      this.failing = false;
    } catch (err) {
      // Put the counts back (adding any that arrived meanwhile) for the next flush.
      for (const [key, count] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      if (!this.failing) this.log(`clicks: could not write click counts, will retry: ${errorText(err)}`);
      this.failing = true;
      throw err;
    }
  }
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
