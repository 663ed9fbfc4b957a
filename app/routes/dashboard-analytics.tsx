import { Link } from "react-router";
import { rangeQuery } from "#core/analytics-range";
import { AgentDaysTable } from "../components/analytics/agent-days-table";
import type { AnalyticsWords } from "../components/analytics/analytics-words";
import { bucketFormats } from "../components/analytics/bucket-format";
import { CampaignsTable } from "../components/analytics/campaigns-table";
import { ClicksChart } from "../components/analytics/clicks-chart";
import { RangePicker } from "../components/analytics/range-picker";
import { RankedList } from "../components/analytics/ranked-list";
import { RefsTable } from "../components/analytics/refs-table";
import { TagBuilder } from "../components/analytics/tag-builder";
import { WeekdayHoursTable } from "../components/analytics/weekday-hours-table";
import { BackToLinks, LinkPageError } from "../components/dashboard/link-page-parts";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { GeneratorError } from "../components/generator/generator-error";
import { textLink } from "../components/generator/styles";
import { formatMessage } from "../lib/i18n/format-message";
import { dashboardCopyFrom, useDashboardCopy } from "../lib/i18n/use-dashboard-copy";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import type { Route } from "./+types/dashboard-analytics";
import { loadAnalyticsPage } from "./dashboard-analytics.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(
    matches,
    loaderData
      ? formatMessage(loaderData.locale, loaderData.copy.metaTitle, { code: loaderData.link.code })
      : dashboardCopyFrom(matches).links.notFoundHeading,
  );

/** Owner only: another account's link, or none, is a 404 (thrown by the loader). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnalyticsPage(request, context, params.id);
}

const BREAKDOWNS = ["country", "device", "os", "browser", "referrer"] as const;

export default function LinkAnalytics({ loaderData: page }: Route.ComponentProps) {
  const { link, range } = page;
  const { copy, locale, format } = usePageCopy(page);
  const words: AnalyticsWords = { copy, format, ...bucketFormats(locale) };
  const { formatCount } = words;
  const csvHref = `${LINK_PATHS.analytics(link.id)}/csv?${rangeQuery(range)}`;
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <BackToLinks />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{copy.title}</h1>
        <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">
          <span dir="ltr" className="font-semibold text-accent">
            {link.shortUrl}
          </span>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {page.canEdit ? (
            <Link to={LINK_PATHS.edit(link.id)} className={textLink}>
              {copy.editLink}
            </Link>
          ) : null}
          <Link to={LINK_PATHS.qr(link.id)} className={textLink}>
            {copy.qrLink}
          </Link>
          <a href="#builder" className={textLink}>
            {copy.builderHeading}
          </a>
          <Link to="/dashboard/analytics" className={textLink}>
            {copy.overviewLink}
          </Link>
        </p>
      </div>

      <section
        aria-label={copy.rangeLabel}
        className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
      >
        <RangePicker
          from={range.from}
          to={range.to}
          preset={range.preset}
          maxDay={page.today}
          words={words}
        />
        <GeneratorError message={page.rangeError} />
        <p className="mt-3 text-sm text-ink-muted">
          {format(copy.rangeLine, { from: range.from, to: range.to })}{" "}
          <a href={csvHref} download className={textLink} aria-label={copy.csvLabel}>
            {copy.csvLink}
          </a>{" "}
          {format(copy.csvNote, { bucket: range.bucket })}
        </p>
      </section>

      <section aria-label={copy.totalsLabel} className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm font-semibold text-ink-muted">{copy.humanClicks}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="human-clicks">
            {formatCount(page.humans)}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm font-semibold text-ink-muted">{copy.visitors}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="visitors">
            {formatCount(page.visitors)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{copy.visitorsNote}</p>
        </div>
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm font-semibold text-ink-muted">{copy.botHits}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="bot-hits">
            {formatCount(page.bots)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{copy.botNote}</p>
        </div>
      </section>

      <section
        aria-labelledby="chart-heading"
        className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 id="chart-heading" className="mb-4 text-base font-semibold text-ink">
          {format(copy.perBucket, { bucket: range.bucket })}
        </h2>
        <ClicksChart series={page.series} bucket={range.bucket} words={words} />
      </section>

      {page.agentDays === null ? null : <AgentDaysTable {...page.agentDays} words={words} />}

      <WeekdayHoursTable hours={page.hours} timeZone={page.timeZone} locale={locale} words={words} />

      <div className="grid gap-4 lg:grid-cols-2">
        <CampaignsTable items={page.campaigns} words={words} />
        <RefsTable items={page.breakdowns.ref} example={`${link.shortUrl}?ref=flyer`} words={words} />
      </div>

      <TagBuilder builder={page.builder} hidden={rangeFields(range)} words={words} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {BREAKDOWNS.map((key) => (
          <RankedList
            key={key}
            id={`breakdown-${key}`}
            heading={copy.breakdowns[key]}
            items={page.breakdowns[key]}
            words={words}
          />
        ))}
      </div>
    </div>
  );
}

/** The range's query fields, kept when the builder's form is sent. */
function rangeFields(range: { preset: number | null; from: string; to: string }): Record<string, string> {
  return range.preset !== null ? { range: String(range.preset) } : { from: range.from, to: range.to };
}

/**
 * The page's own copy did not arrive with an error: the dashboard layout's words say it, in the
 * page's language (the page's name over "Something went wrong").
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { links: copy } = useDashboardCopy();
  return <LinkPageError error={error} unavailable={copy.analytics} detail={copy.tryAgain} />;
}
