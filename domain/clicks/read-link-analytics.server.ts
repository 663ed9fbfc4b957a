import { bucketStarts, type DateRange } from "#core/analytics-range";
import { OTHER_VALUE } from "#core/click-values";
import { emptyWeekdayHours, type WeekdayHours, weekdayHours } from "#core/weekday-hours";
import type { Db } from "#db/client.server";
import {
  type BreakdownDimension,
  clickTotals,
  clickTotalsOverTime,
  type TotalsPoint,
  topClickValues,
} from "#db/queries/analytics.server";
import { visitorsPerDay } from "#db/queries/visitors.server";
import { timeZoneOfLink } from "#db/queries/workspace-analytics.server";
import { agentNames } from "./agent-names.server";

const DAY_MS = 86_400_000;

export type { BreakdownDimension };

/** Values below the top ones, summed by the query rather than sent one by one. */
export interface BreakdownRest {
  count: number;
  /** Distinct stored values in it. */
  values: number;
  /** It holds the stored overflow bucket (OTHER_VALUE), so its number of values is unknown. */
  includesOther: boolean;
}

export interface Breakdown {
  /** Human clicks of the top values (the stored overflow bucket may be one of them, ranked last). */
  top: Map<string, number>;
  rest: BreakdownRest | null;
}

export interface LinkAnalytics {
  /** Human clicks. */
  humans: number;
  /** Bot and link-preview hits, kept apart from clicks. */
  bots: number;
  /** Every bucket of the range, quiet ones as zero; empty for all time. */
  series: Array<{ start: Date; humans: number; bots: number }>;
  /** Human clicks only: bots are counted apart and would skew the shares. */
  breakdowns: Record<BreakdownDimension, Breakdown>;
  /**
   * A team link's human clicks per agent, most first, with each agent's current name (or
   * "Deleted agent"); empty for a one-number link.
   */
  agents: AgentClicks[];
  /**
   * Distinct visitors a UTC day, summed over the range (someone back on another day counts
   * again); 0 for all time. Per day beside the series' days.
   */
  visitors: number;
  visitorsPerDay: Map<string, number>;
  /** Human clicks per weekday (Monday first) and hour in the workspace's time zone; zeros for all time. */
  hours: WeekdayHours;
  /** The zone `hours` is in. */
  timeZone: string;
}

export interface AgentClicks {
  id: string;
  name: string;
  clicks: number;
}

/**
 * A link's clicks from the hourly rollups (only what has been flushed) in a date range,
 * or of all time with `range` null: totals, the series per hour or day, and per
 * dimension the top values with the rest summed, so a link that stored thousands of
 * values costs the same to read. The one aggregation behind the dashboard, the stats
 * endpoint and any other reader.
 */
export async function readLinkAnalytics(
  db: Db,
  linkId: number,
  range: DateRange | null,
): Promise<LinkAnalytics> {
  const [hourly, top, allTime, visitorDays, timeZone] = await Promise.all([
    // Hours, for the heatmap and the series: a day series is summed from them here (UTC days).
    range === null ? null : clickTotalsOverTime(db, linkId, range.hours, "hour"),
    topClickValues(db, linkId, range?.hours ?? null),
    range === null ? clickTotals(db, linkId) : null,
    range === null ? new Map<string, number>() : visitorsPerDay(db, linkId, range.from, range.to),
    timeZoneOfLink(db, linkId),
  ]);
  const points = hourly === null || range?.bucket === "hour" ? hourly : perUtcDay(hourly);

  const breakdowns: Record<BreakdownDimension, Breakdown> = {
    country: { top: new Map(), rest: null },
    device: { top: new Map(), rest: null },
    os: { top: new Map(), rest: null },
    browser: { top: new Map(), rest: null },
    referrer: { top: new Map(), rest: null },
    agent: { top: new Map(), rest: null },
    ref: { top: new Map(), rest: null },
    utm: { top: new Map(), rest: null },
  };
  for (const row of top) {
    const breakdown = breakdowns[row.dimension];
    if (row.value === null)
      breakdown.rest = { count: row.count, values: row.values, includesOther: row.includesOther };
    else breakdown.top.set(row.value, row.count);
  }

  const agentTop = breakdowns.agent.top;
  const names =
    agentTop.size === 0 ? new Map<string, string>() : await agentNames(db, linkId, agentTop.keys());
  const agents = [...agentTop]
    .map(([id, clicks]) => ({ id, name: names.get(id) ?? id, clicks }))
    .sort(
      byClicks(
        (a) => a.id,
        (a) => a.name,
      ),
    );

  const audience = {
    visitors: [...visitorDays.values()].reduce((sum, n) => sum + n, 0),
    visitorsPerDay: visitorDays,
    timeZone,
  };
  if (range === null || points === null)
    return {
      humans: allTime?.humans ?? 0,
      bots: allTime?.bots ?? 0,
      series: [],
      breakdowns,
      agents,
      ...audience,
      hours: emptyWeekdayHours(),
    };
  const hours = weekdayHours(
    (hourly ?? []).map((p) => ({ hour: p.bucket, count: p.humans })),
    timeZone,
  );
  const byStart = new Map(points.map((p) => [p.bucket.getTime(), p]));
  const series = bucketStarts(range).map((start) => {
    const point = byStart.get(start.getTime());
    return { start, humans: point?.humans ?? 0, bots: point?.bots ?? 0 };
  });
  return {
    humans: series.reduce((sum, p) => sum + p.humans, 0),
    bots: series.reduce((sum, p) => sum + p.bots, 0),
    series,
    breakdowns,
    agents,
    ...audience,
    hours,
  };
}

/** Hourly points summed per UTC day, in order. */
function perUtcDay(hourly: readonly TotalsPoint[]): TotalsPoint[] {
  const days = new Map<number, TotalsPoint>();
  for (const point of hourly) {
    const start = Math.floor(point.bucket.getTime() / DAY_MS) * DAY_MS;
    const day = days.get(start);
    if (day === undefined)
      days.set(start, { bucket: new Date(start), humans: point.humans, bots: point.bots });
    else {
      day.humans += point.humans;
      day.bots += point.bots;
    }
  }
  return [...days.values()].sort((a, b) => a.bucket.getTime() - b.bucket.getTime());
}

/** Most clicks first, the overflow bucket last, ties by label: a stable order for lists of values. */
export function byClicks<T extends { clicks: number }>(
  storedOf: (item: T) => string,
  labelOf: (item: T) => string,
): (a: T, b: T) => number {
  return (a, b) =>
    Number(storedOf(a) === OTHER_VALUE) - Number(storedOf(b) === OTHER_VALUE) ||
    b.clicks - a.clicks ||
    labelOf(a).localeCompare(labelOf(b));
}
