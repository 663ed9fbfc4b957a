import type { Utm } from "#core/utm";
import type { AnalyticsWords } from "./analytics-words";

/** Human clicks per utm_source / utm_medium / utm_campaign of the short link, most first. */
export function CampaignsTable({
  items,
  words,
}: {
  items: Array<Utm & { clicks: number }>;
  words: AnalyticsWords;
}) {
  const { copy, formatCount } = words;
  return (
    <section
      aria-labelledby="campaigns-heading"
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="campaigns-heading" className="text-base font-semibold text-ink">
        {copy.campaignsHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.campaignsIntro}</p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{copy.noCampaigns}</p>
      ) : (
        <div
          className="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
          // The section above names it; a scrollable box must be reachable by keyboard.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="mt-3 w-full border-collapse text-sm tabular-nums" data-testid="campaigns">
            <thead>
              <tr className="border-b border-line text-start text-ink-muted">
                <th scope="col" className="py-2 pe-3 text-start font-semibold">
                  {copy.sourceColumn}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-semibold">
                  {copy.mediumColumn}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-semibold">
                  {copy.campaignColumn}
                </th>
                <th scope="col" className="w-20 py-2 text-end font-semibold">
                  {copy.clicksColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr
                  key={`${item.source}|${item.medium}|${item.campaign}`}
                  className="border-b border-line last:border-0"
                >
                  <td className="py-2 pe-3 text-ink [overflow-wrap:anywhere]" dir="ltr">
                    {item.source || "–"}
                  </td>
                  <td className="py-2 pe-3 text-ink [overflow-wrap:anywhere]" dir="ltr">
                    {item.medium || "–"}
                  </td>
                  <td className="py-2 pe-3 text-ink [overflow-wrap:anywhere]" dir="ltr">
                    {item.campaign || "–"}
                  </td>
                  <td className="py-2 text-end text-ink">{formatCount(item.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
