import { Link } from "react-router";
import { rangeQuery } from "#core/analytics-range";
import { AgentDaysTable } from "../components/analytics/agent-days-table";
import { formatCount } from "../components/analytics/bucket-format";
import { ClicksChart } from "../components/analytics/clicks-chart";
import { RangePicker } from "../components/analytics/range-picker";
import { RankedList } from "../components/analytics/ranked-list";
import { RefsTable } from "../components/analytics/refs-table";
import { BackToLinks, LinkPageError } from "../components/dashboard/link-page-parts";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { GeneratorError } from "../components/generator/generator-error";
import { textLink } from "../components/generator/styles";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import type { Route } from "./+types/dashboard-analytics";
import { loadAnalyticsPage } from "./dashboard-analytics.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(matches, loaderData ? `Analytics for ${loaderData.link.code}` : "Link not found");

/** Owner only: another account's link, or none, is a 404 (thrown by the loader). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnalyticsPage(request, context, params.id);
}

const BREAKDOWNS = [
  ["country", "Top countries"],
  ["device", "Device types"],
  ["os", "Operating systems"],
  ["browser", "Browsers"],
  ["referrer", "Referrers"],
] as const;

export default function LinkAnalytics({ loaderData: page }: Route.ComponentProps) {
  const { link, range } = page;
  const csvHref = `${LINK_PATHS.analytics(link.id)}/csv?${rangeQuery(range)}`;
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <BackToLinks />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">Analytics</h1>
        <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">
          <span dir="ltr" className="font-semibold text-accent">
            {link.shortUrl}
          </span>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {page.canEdit ? (
            <Link to={LINK_PATHS.edit(link.id)} className={textLink}>
              Edit link
            </Link>
          ) : null}
          <Link to={LINK_PATHS.qr(link.id)} className={textLink}>
            Branded QR code
          </Link>
        </p>
      </div>

      <section
        aria-label="Date range"
        className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
      >
        <RangePicker from={range.from} to={range.to} preset={range.preset} maxDay={page.today} />
        <GeneratorError message={page.rangeError} />
        <p className="mt-3 text-sm text-ink-muted">
          {range.from} to {range.to} (UTC days, both included).{" "}
          <a href={csvHref} download className={textLink} aria-label="Download CSV of this range">
            Download CSV
          </a>{" "}
          (one row per {range.bucket === "hour" ? "hour" : "day"}, dimension and value; agents by name, refs
          by word).
        </p>
      </section>

      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm font-semibold text-ink-muted">Human clicks</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="human-clicks">
            {formatCount(page.humans)}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm font-semibold text-ink-muted">Bot hits</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="bot-hits">
            {formatCount(page.bots)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">
            Link previews and crawlers, counted apart and left out of the breakdowns below.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="chart-heading"
        className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
      >
        <h2 id="chart-heading" className="mb-4 text-base font-semibold text-ink">
          Clicks per {range.bucket === "hour" ? "hour" : "day"}
        </h2>
        <ClicksChart series={page.series} bucket={range.bucket} />
      </section>

      {page.agentDays === null ? null : <AgentDaysTable {...page.agentDays} />}

      <RefsTable items={page.breakdowns.ref} example={`${link.shortUrl}?ref=flyer`} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {BREAKDOWNS.map(([key, heading]) => (
          <RankedList key={key} id={`breakdown-${key}`} heading={heading} items={page.breakdowns[key]} />
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkPageError
      error={error}
      unavailable="Analytics are unavailable"
      detail="Something went wrong while reading the clicks. Try again in a moment."
    />
  );
}
