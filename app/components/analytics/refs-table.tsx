import type { AnalyticsWords } from "./analytics-words";
import type { RankedItem } from "./breakdown-labels";

/** Human clicks per `?ref=` word (qr, flyer…), most first, with their share of the clicks that had one. */
export function RefsTable({
  items,
  example,
  words,
}: {
  items: RankedItem[];
  example: string;
  words: AnalyticsWords;
}) {
  const { copy, format, formatCount, formatShare } = words;
  return (
    <section
      aria-labelledby="refs-heading"
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="refs-heading" className="text-base font-semibold text-ink">
        {copy.refsHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
        {format(copy.refsIntro, { example })}
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{copy.noRefs}</p>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse text-sm tabular-nums" data-testid="refs">
          <thead>
            <tr className="border-b border-line text-start text-ink-muted">
              <th scope="col" className="py-2 pe-3 font-semibold">
                {copy.refColumn}
              </th>
              <th scope="col" className="w-20 py-2 text-end font-semibold">
                {copy.clicksColumn}
              </th>
              <th scope="col" className="w-20 py-2 text-end font-semibold">
                {copy.shareColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.value}|${item.label}`} className="border-b border-line last:border-0">
                <th
                  scope="row"
                  className="truncate py-2 pe-3 text-start font-normal text-ink"
                  title={item.label}
                >
                  {item.label}
                </th>
                <td className="py-2 text-end text-ink">{formatCount(item.count)}</td>
                <td className="py-2 text-end text-ink-muted">{formatShare(item.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
