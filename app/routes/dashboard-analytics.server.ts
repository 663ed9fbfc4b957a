import type { AppLoadContext } from "react-router";
import { analyticsCsv, analyticsCsvFileName } from "#core/analytics-csv";
import { type DateRange, parseDateRange } from "#core/analytics-range";
import { OTHER_VALUE, TOP_VALUES_OF_DIMENSION } from "#core/click-values";
import { requestLocale } from "#core/request-locale";
import { linkOrigin, shortUrlFor } from "#core/short-url";
import { parseUtmValue, taggedUrl, toTagWord, type Utm } from "#core/utm";
import type { WeekdayHours } from "#core/weekday-hours";
import { roleAllows } from "#core/workspace-roles";
import { listAgentDailyClicks } from "#domain/clicks/list-agent-daily-clicks.server";
import { listClickRollups } from "#domain/clicks/list-click-rollups.server";
import { readLinkAnalytics } from "#domain/clicks/read-link-analytics.server";
import type { AgentDays } from "../components/analytics/agent-days-table";
import { type BreakdownKey, type RankedItem, rankBreakdown } from "../components/analytics/breakdown-labels";
import { rangeErrorText } from "../lib/analytics/range-error.server";
import { type PageCopy, pageCopy } from "../lib/i18n/page-copy.server";
import { copyFor } from "../lib/i18n/page-modules.server";
import { requireOwnedLink } from "../lib/links/owned-link.server";

export interface AnalyticsPage extends PageCopy<"ANALYTICS_COPY"> {
  link: { id: number; code: string; shortUrl: string };
  /** The member's role changes links (a viewer gets no Edit link). */
  canEdit: boolean;
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
  /** A team link's chats per agent and day; null for a one-number link. */
  agentDays: AgentDays | null;
  /** Distinct visitors a day, summed over the range. */
  visitors: number;
  campaigns: Array<Utm & { clicks: number }>;
  /** Human clicks per weekday (Monday first) and hour in `timeZone`. */
  hours: WeekdayHours;
  timeZone: string;
  /** The campaign link builder's words as cleaned, and the tagged URL once any is given. */
  builder: { ref: string; source: string; medium: string; campaign: string; url: string | null };
}

/** The builder's fields from the query (`tag_*`), each cleaned to a tag word. */
function readBuilder(params: URLSearchParams, shortUrl: string): AnalyticsPage["builder"] {
  const word = (name: string) => toTagWord(params.get(`tag_${name}`) ?? "");
  const tags = {
    ref: word("ref"),
    source: word("source"),
    medium: word("medium"),
    campaign: word("campaign"),
  };
  const any = Object.values(tags).some((t) => t !== "");
  return { ...tags, url: any ? taggedUrl(shortUrl, tags) : null };
}

export async function loadAnalyticsPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<AnalyticsPage> {
  const { link, workspace } = await requireOwnedLink(request, context, rawId);
  const params = new URL(request.url).searchParams;
  const parsed = parseDateRange(params);
  const { hours: _hours, ...range } = parsed.range;
  const shortUrl = shortUrlFor(linkOrigin(context.env.publicUrl, link.domain), link.code);
  const [analytics, agentDays] = await Promise.all([
    readLinkAnalytics(context.db, link.id, parsed.range),
    link.phone === null ? listAgentDailyClicks(context.db, link.id, parsed.range) : null,
  ]);
  const words = { locale: requestLocale(request), labels: copyFor(request, "ANALYTICS_LABELS") };
  const ranked = (key: BreakdownKey, limit?: number) =>
    rankBreakdown(
      key,
      analytics.breakdowns[key].top,
      limit,
      analytics.breakdowns[key].rest ?? undefined,
      words,
    );
  return {
    link: {
      id: link.id,
      code: link.code,
      shortUrl,
    },
    canEdit: roleAllows(workspace.role, "edit_links"),
    range,
    rangeError: rangeErrorText(request, parsed),
    today: new Date().toISOString().slice(0, 10),
    humans: analytics.humans,
    bots: analytics.bots,
    series: analytics.series.map((p) => ({ start: p.start.toISOString(), humans: p.humans, bots: p.bots })),
    breakdowns: {
      country: ranked("country"),
      device: ranked("device"),
      os: ranked("os"),
      browser: ranked("browser"),
      referrer: ranked("referrer"),
      ref: ranked("ref", TOP_VALUES_OF_DIMENSION.ref),
    },
    agentDays,
    visitors: analytics.visitors,
    // The overflow bucket is not a campaign anyone tagged: it is left out of the table.
    campaigns: [...analytics.breakdowns.utm.top]
      .filter(([value]) => value !== OTHER_VALUE)
      .map(([value, clicks]) => ({ ...parseUtmValue(value), clicks })),
    hours: analytics.hours,
    timeZone: analytics.timeZone,
    builder: readBuilder(params, shortUrl),
    ...pageCopy(request, "ANALYTICS_COPY"),
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
    return new Response(rangeErrorText(request, parsed), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const rows = await listClickRollups(context.db, link.id, parsed.range);
  const fileName = analyticsCsvFileName(link.code, parsed.range.from, parsed.range.to);
  return new Response(analyticsCsv(rows, parsed.range.bucket), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
