import { Form, Link } from "react-router";
import { MAX_TIME_ZONE_LENGTH } from "#core/zoned-time";
import { FormMessage } from "../components/account/form-message";
import { SettingsSection } from "../components/account/settings-section";
import { SubmitButton } from "../components/account/submit-button";
import { TextField } from "../components/account/text-field";
import type { AnalyticsWords } from "../components/analytics/analytics-words";
import { bucketFormats } from "../components/analytics/bucket-format";
import { RangePicker } from "../components/analytics/range-picker";
import { LINK_PATHS } from "../components/dashboard/link-paths";
import { GeneratorError } from "../components/generator/generator-error";
import { textLink } from "../components/generator/styles";
import { loadOverviewPage, saveOverviewSettings } from "../lib/analytics/overview-page.server";
import { usePageCopy } from "../lib/i18n/use-page-copy";
import { dashboardMeta } from "../lib/links/dashboard-meta";
import type { Route } from "./+types/dashboard-overview";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  dashboardMeta(matches, loaderData ? loaderData.copy.overview.metaTitle : "Analytics");

export const loader = (args: Route.LoaderArgs) => loadOverviewPage(args);

export const action = (args: Route.ActionArgs) => saveOverviewSettings(args);

const card = "min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5";

/** The workspace's analytics: totals against the previous period, top links, countries, campaigns; its settings. */
export default function AnalyticsOverview({ loaderData: page, actionData }: Route.ComponentProps) {
  const { copy, locale, format } = usePageCopy(page);
  const words: AnalyticsWords = { copy, format, ...bucketFormats(locale) };
  const { formatCount, formatShare } = words;
  const { view, range, settings } = page;
  const o = copy.overview;
  const before = view.previous.humans;
  const change =
    before === 0
      ? view.humans === 0
        ? "same"
        : "new"
      : view.humans === before
        ? "same"
        : view.humans > before
          ? "up"
          : "down";
  const percent = before === 0 ? "" : formatShare(Math.abs(view.humans - before) / before);
  const list = (
    id: string,
    heading: string,
    rows: Array<{ key: string; label: React.ReactNode; clicks: number }>,
  ) => (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-base font-semibold text-ink">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{copy.noClicks}</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-sm tabular-nums" data-testid={id}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0">
                <th
                  scope="row"
                  className="py-2 pe-3 text-start font-normal text-ink [overflow-wrap:anywhere]"
                >
                  {row.label}
                </th>
                <td className="w-20 py-2 text-end text-ink">{formatCount(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{o.title}</h1>
        <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">
          {format(o.intro, { workspace: page.workspace })}
        </p>
      </div>

      <section aria-label={copy.rangeLabel} className={card}>
        <RangePicker
          from={range.from}
          to={range.to}
          preset={range.preset}
          maxDay={page.today}
          words={words}
        />
        <GeneratorError message={page.rangeError} />
        <p className="mt-3 text-sm text-ink-muted">
          {format(copy.rangeLine, { from: range.from, to: range.to })}
        </p>
      </section>

      <section aria-label={copy.totalsLabel} className="grid gap-4 sm:grid-cols-3">
        <div className={card}>
          <p className="text-sm font-semibold text-ink-muted">{copy.humanClicks}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="overview-clicks">
            {formatCount(view.humans)}
          </p>
          <p className="mt-1 text-xs text-ink-muted" data-testid="overview-previous">
            {format(o.previous, { change, percent, days: range.days, count: formatCount(before) })}
          </p>
        </div>
        <div className={card}>
          <p className="text-sm font-semibold text-ink-muted">{o.activeLinks}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink">{formatCount(view.activeLinks)}</p>
        </div>
        <div className={card}>
          <p className="text-sm font-semibold text-ink-muted">{copy.botHits}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink">{formatCount(view.bots)}</p>
          <p className="mt-1 text-xs text-ink-muted">{copy.botNote}</p>
        </div>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        {list(
          "top-links",
          o.topLinks,
          view.topLinks.map((link) => ({
            key: String(link.id),
            label: (
              <Link to={LINK_PATHS.analytics(link.id)} className={textLink} dir="ltr">
                {link.code}
              </Link>
            ),
            clicks: link.clicks,
          })),
        )}
        {list(
          "top-countries",
          o.topCountries,
          view.countries.map((c) => ({ key: c.code, label: c.name, clicks: c.clicks })),
        )}
        {list(
          "top-campaigns",
          copy.campaignsHeading,
          view.campaigns.map((c) => {
            const label = [c.source, c.medium, c.campaign].map((t) => t || "–").join(" / ");
            return { key: label, label: <span dir="ltr">{label}</span>, clicks: c.clicks };
          }),
        )}
        {list(
          "top-refs",
          copy.refsHeading,
          view.refs.map((r) => ({ key: r.ref, label: <span dir="ltr">{r.ref}</span>, clicks: r.clicks })),
        )}
      </div>

      <SettingsSection id="analytics-settings" title={o.settingsHeading} description={o.settingsIntro}>
        {page.canManage ? (
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <TextField
              name="timeZone"
              label={o.timeZone}
              hint={o.timeZoneHint}
              error={actionData && "error" in actionData ? actionData.error : undefined}
              defaultValue={settings.timeZone}
              maxLength={MAX_TIME_ZONE_LENGTH}
              autoComplete="off"
              dir="ltr"
            />
            {(
              [
                ["recordReferrer", o.recordReferrer],
                ["recordDevice", o.recordDevice],
                ["recordCountry", o.recordCountry],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name={name} defaultChecked={settings[name]} className="h-4 w-4" />
                {label}
              </label>
            ))}
            {actionData && "saved" in actionData ? <FormMessage tone="success">{o.saved}</FormMessage> : null}
            <div>
              <SubmitButton label={o.save} pendingLabel={o.save} />
            </div>
          </Form>
        ) : (
          <p className="text-sm text-ink-muted">
            {settings.timeZone} · {o.viewerNote}
          </p>
        )}
      </SettingsSection>
    </div>
  );
}
