import { and, asc, between, eq, inArray, sql, sum } from "drizzle-orm";
import { utcDay } from "#core/analytics-range";
import { BREAKDOWN_TOP_VALUES, OTHER_VALUE, TOP_VALUES_OF_DIMENSION } from "#core/click-values";
import type { Db } from "../client.server";
import {
  agents,
  CLICK_DIMENSIONS,
  type ClickDimension,
  clickDailyValues,
  clickRollups,
  links,
} from "../schema";

/**
 * Read side of the click rollups for one link and an hour range. Totals read
 * `link_id = $1 AND dimension = 'total' AND hour BETWEEN …`, the leading columns of the
 * hourly primary key (link_id, dimension, hour, value, is_bot); breakdowns read the daily
 * values (link_id, day, …): each walks one contiguous slice of its index, never another
 * link's rows or another dimension's hours (scripts/bench/analytics-bench.ts for the timings).
 */
export interface HourRange {
  /** First hour included (UTC, on the hour). */
  from: Date;
  /** Last hour included (UTC, on the hour). */
  to: Date;
}

/** The hour itself, or the start of its UTC day. */
function bucketStart(bucket: TimeBucket) {
  // date_trunc on a timestamptz uses the session time zone; AT TIME ZONE 'UTC' pins days to UTC on either driver.
  return bucket === "hour"
    ? sql<Date>`${clickRollups.hour}`
    : sql<Date>`(date_trunc('day', ${clickRollups.hour} at time zone 'UTC') at time zone 'UTC')`;
}

export interface TotalsPoint {
  /** Start of the bucket (UTC). */
  bucket: Date;
  humans: number;
  bots: number;
}

export type TimeBucket = "hour" | "day";

/** Human clicks and bot hits per hour or per UTC day (only buckets with any traffic). */
export async function clickTotalsOverTime(
  db: Db,
  linkId: number,
  range: HourRange,
  bucket: TimeBucket,
): Promise<TotalsPoint[]> {
  const rows = await db
    .select({
      bucket: bucketStart(bucket).as("bucket"),
      humans:
        sql<number>`coalesce(sum(${clickRollups.count}) filter (where not ${clickRollups.isBot}), 0)`.mapWith(
          Number,
        ),
      bots: sql<number>`coalesce(sum(${clickRollups.count}) filter (where ${clickRollups.isBot}), 0)`.mapWith(
        Number,
      ),
    })
    .from(clickRollups)
    .where(
      and(
        eq(clickRollups.linkId, linkId),
        between(clickRollups.hour, range.from, range.to),
        eq(clickRollups.dimension, "total"),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ ...row, bucket: new Date(row.bucket) }));
}

export type BreakdownDimension = Exclude<ClickDimension, "total">;

export interface TopValueRow {
  dimension: BreakdownDimension;
  /** The value, or null for the row summing every value below the top ones. */
  value: string | null;
  count: number;
  /** Distinct values summed in this row (1 for a top value). */
  values: number;
  /** This row holds the stored overflow bucket (OTHER_VALUE). */
  includesOther: boolean;
}

/** Each dimension's number of top values: `limit`, or more for agents and refs (TOP_VALUES_OF_DIMENSION). */
function limitOfDimension(limit: number) {
  const cases = Object.entries(TOP_VALUES_OF_DIMENSION)
    .map(([dimension, n]) => `when '${dimension}' then ${Math.max(limit, Number(n))}`)
    .join(" ");
  return sql.raw(`(case dimension ${cases} else ${Number(limit)} end)`);
}

/**
 * Human clicks per dimension value in the range (all time without one): the `limit` values
 * with most clicks per dimension (more for agents and refs), then one row per dimension
 * summing the rest, so the page reads a bounded number of rows however many values were
 * stored. The stored overflow bucket (OTHER_VALUE) ranks after every real value, so it is
 * never shown as a "top" one.
 */
export async function topClickValues(
  db: Db,
  linkId: number,
  range: HourRange | null,
  limit = BREAKDOWN_TOP_VALUES,
): Promise<TopValueRow[]> {
  // The daily values: ranges are whole UTC days (core/analytics-range), read as the days their hours fall on.
  const inRange =
    range === null
      ? sql`true`
      : sql`${clickDailyValues.day} between ${utcDay(range.from)}::date and ${utcDay(range.to)}::date`;
  const result = await db.execute(sql`
    with sums as (
      select ${clickDailyValues.dimension} as dimension, ${clickDailyValues.value} as value, sum(${clickDailyValues.count}) as n
      from ${clickDailyValues}
      where ${clickDailyValues.linkId} = ${linkId} and ${inRange}
      group by 1, 2
    ), ranked as (
      select dimension, value, n,
        row_number() over (partition by dimension order by value = ${OTHER_VALUE}::text, n desc, value) as rank
      from sums
    )
    select dimension, value, n as count, 1 as "values", value = ${OTHER_VALUE}::text as includes_other
    from ranked where rank <= ${limitOfDimension(limit)}
    union all
    select dimension, null, sum(n), count(*), bool_or(value = ${OTHER_VALUE}::text)
    from ranked where rank > ${limitOfDimension(limit)} group by dimension`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    dimension: row.dimension as BreakdownDimension,
    value: row.value === null ? null : String(row.value),
    count: Number(row.count),
    values: Number(row.values),
    includesOther: row.includes_other === true,
  }));
}

/** Human clicks and bot hits of all time. */
export async function clickTotals(db: Db, linkId: number): Promise<{ humans: number; bots: number }> {
  const [row] = await db
    .select({
      humans:
        sql<number>`coalesce(sum(${clickRollups.count}) filter (where not ${clickRollups.isBot}), 0)`.mapWith(
          Number,
        ),
      bots: sql<number>`coalesce(sum(${clickRollups.count}) filter (where ${clickRollups.isBot}), 0)`.mapWith(
        Number,
      ),
    })
    .from(clickRollups)
    .where(and(eq(clickRollups.linkId, linkId), eq(clickRollups.dimension, "total")));
  return row ?? { humans: 0, bots: 0 };
}

export interface RollupExportRow {
  /** Start of the hour or UTC day. */
  bucket: Date;
  dimension: ClickDimension;
  value: string;
  isBot: boolean;
  count: number;
}

/**
 * The rollups of the range summed per hour or UTC day, in a stable order, for the
 * CSV export. Summing per day in the database keeps a 90-day export at ~9,000 rows
 * instead of ~220,000 hourly ones (seconds of row mapping on PGlite).
 */
export async function rollupsByBucket(
  db: Db,
  linkId: number,
  range: HourRange,
  bucket: TimeBucket,
): Promise<RollupExportRow[]> {
  const rows = await db
    .select({
      bucket: bucketStart(bucket).as("bucket"),
      dimension: clickRollups.dimension,
      value: clickRollups.value,
      isBot: clickRollups.isBot,
      count: sum(clickRollups.count).mapWith(Number),
    })
    .from(clickRollups)
    // Every dimension named: the key is (link_id, dimension, hour, …), so the index seeks each
    // dimension's hours instead of reading the link's rows of all time.
    .where(
      and(
        eq(clickRollups.linkId, linkId),
        inArray(clickRollups.dimension, [...CLICK_DIMENSIONS]),
        between(clickRollups.hour, range.from, range.to),
      ),
    )
    .groupBy(sql`1`, clickRollups.dimension, clickRollups.value, clickRollups.isBot)
    .orderBy(sql`1`, asc(clickRollups.dimension), asc(clickRollups.value), asc(clickRollups.isBot));
  return rows.map((row) => ({ ...row, bucket: new Date(row.bucket) }));
}

export interface AgentDayRow {
  /** Start of the UTC day. */
  day: Date;
  /** The agent's id (or OTHER_VALUE). */
  agent: string;
  /** Human clicks. */
  clicks: number;
}

/**
 * Human clicks per agent per UTC day of the range: the hourly agent rows summed by day
 * ("who got how many chats per day"). At most days × agents rows, from the same index slice.
 */
export async function agentClicksByDay(db: Db, linkId: number, range: HourRange): Promise<AgentDayRow[]> {
  const rows = await db
    .select({
      day: bucketStart("day").as("day"),
      agent: clickRollups.value,
      clicks: sum(clickRollups.count).mapWith(Number),
    })
    .from(clickRollups)
    .where(
      and(
        eq(clickRollups.linkId, linkId),
        between(clickRollups.hour, range.from, range.to),
        eq(clickRollups.dimension, "agent"),
        eq(clickRollups.isBot, false),
      ),
    )
    .groupBy(sql`1`, clickRollups.value)
    .orderBy(sql`1`, asc(clickRollups.value));
  return rows.map((row) => ({ ...row, day: new Date(row.day) }));
}

/**
 * Current names of agents counted on a link, by id. Only agents of the link's own workspace:
 * a deleted agent (or an id from anywhere else) is absent, which readers show as deleted.
 */
export async function agentNamesOfLink(
  db: Db,
  linkId: number,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(
      and(
        inArray(agents.id, [...ids]),
        eq(
          agents.workspaceId,
          sql`(select ${links.workspaceId} from ${links} where ${links.id} = ${linkId})`,
        ),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}
