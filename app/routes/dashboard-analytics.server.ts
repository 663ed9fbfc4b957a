import type { AppLoadContext } from "react-router";
import { clickTotalsOverTime, rollupsByBucket, topClickValues } from "../../db/queries/analytics.server";
import { analyticsCsv, analyticsCsvFileName } from "../components/analytics/analytics-csv";
import {
  type BreakdownKey,
  type BreakdownRest,
  type RankedItem,
  rankBreakdown,
} from "../components/analytics/breakdown-labels";
import { bucketStarts, type DateRange, parseDateRange } from "../components/analytics/date-range";
import { requireOwnedLink } from "../lib/links/owned-link.server";

export interface AnalyticsPage {
  link: { id: number; code: string; shortUrl: string };
  range: Omit<DateRange, "hours">;
  /** Why the query's range was not used (the default is shown instead). */
  rangeError: string | null;
  /** Latest day a range may end on (UTC). */
  today: string;
  humans: number;
  bots: number;
  /** Every bucket of the range, quiet ones as zero. */
  series: Array<{ start: string; humans: number; bots: number }>;
  /** Human clicks only: bots are counted apart and would skew the shares. */
  breakdowns: Record<BreakdownKey, RankedItem[]>;
}

export async function loadAnalyticsPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<AnalyticsPage> {
  const { link } = await requireOwnedLink(request, context, rawId);
  const parsed = parseDateRange(new URL(request.url).searchParams);
  const { hours, ...range } = parsed.range;
  const [points, rows] = await Promise.all([
    clickTotalsOverTime(context.db, link.id, hours, range.bucket),
    // Only the top values per dimension and the rest summed: a link may have stored thousands.
    topClickValues(context.db, link.id, hours),
  ]);

  const byStart = new Map(points.map((p) => [p.bucket.getTime(), p]));
  const series = bucketStarts(parsed.range).map((start) => {
    const point = byStart.get(start.getTime());
    return { start: start.toISOString(), humans: point?.humans ?? 0, bots: point?.bots ?? 0 };
  });

  const counts: Record<BreakdownKey, Map<string, number>> = {
    country: new Map(),
    device: new Map(),
    os: new Map(),
    browser: new Map(),
    referrer: new Map(),
  };
  const rest: Partial<Record<BreakdownKey, BreakdownRest>> = {};
  for (const row of rows) {
    if (row.value === null)
      rest[row.dimension] = { count: row.count, values: row.values, includesOther: row.includesOther };
    else counts[row.dimension].set(row.value, row.count);
  }
  return {
    link: { id: link.id, code: link.code, shortUrl: `${context.env.publicUrl}/${link.code}` },
    range,
    rangeError: parsed.ok ? null : parsed.message,
    today: new Date().toISOString().slice(0, 10),
    humans: series.reduce((sum, p) => sum + p.humans, 0),
    bots: series.reduce((sum, p) => sum + p.bots, 0),
    series,
    breakdowns: {
      country: rankBreakdown("country", counts.country, undefined, rest.country),
      device: rankBreakdown("device", counts.device, undefined, rest.device),
      os: rankBreakdown("os", counts.os, undefined, rest.os),
      browser: rankBreakdown("browser", counts.browser, undefined, rest.browser),
      referrer: rankBreakdown("referrer", counts.referrer, undefined, rest.referrer),
    },
  };
}

/**
 * The range as a CSV attachment. A bad range is a 400 here rather than the page's
 * quiet fallback to the default: a file should never hold another range than asked.
 */
export async function analyticsCsvResponse(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<Response> {
  const { link } = await requireOwnedLink(request, context, rawId);
  const parsed = parseDateRange(new URL(request.url).searchParams);
  if (!parsed.ok)
    return new Response(parsed.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const rows = await rollupsByBucket(context.db, link.id, parsed.range.hours, parsed.range.bucket);
  const fileName = analyticsCsvFileName(link.code, parsed.range.from, parsed.range.to);
  return new Response(analyticsCsv(rows, parsed.range.bucket), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
