import type { AnalyticsWords } from "./analytics-words";
import type { RankedItem } from "./breakdown-labels";

interface RankedListProps {
  id: string;
  heading: string;
  items: RankedItem[];
  words: AnalyticsWords;
}

/** One breakdown (countries, devices…) as a ranked list: name, count, share and a bar for the share. */
export function RankedList({ id, heading, items, words }: RankedListProps) {
  const { formatCount, formatShare } = words;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-base font-semibold text-ink">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{words.copy.noClicks}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2.5">
          {items.map((item) => (
            <li key={`${item.value}|${item.label}`} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="flex min-w-0 items-center gap-2">
                  {item.flag ? (
                    <img
                      src={item.flag}
                      alt=""
                      width={20}
                      height={15}
                      loading="lazy"
                      className="h-[15px] w-5 shrink-0 self-center rounded-[2px] border border-line object-cover"
                    />
                  ) : null}
                  <span className="truncate text-ink" title={item.label}>
                    {item.label}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums text-ink">
                  {formatCount(item.count)}
                  <span className="ms-2 inline-block min-w-12 text-end text-ink-muted">
                    {formatShare(item.share)}
                  </span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-page-soft">
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${Math.max(item.share * 100, 1)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
