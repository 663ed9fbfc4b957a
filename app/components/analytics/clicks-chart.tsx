import type { AnalyticsWords } from "./analytics-words";

export interface ChartPoint {
  start: string;
  humans: number;
  bots: number;
}

interface ClicksChartProps {
  series: ChartPoint[];
  bucket: "hour" | "day";
  words: AnalyticsWords;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * Stacked bars (human clicks, bot hits on top) drawn as plain SVG. The SVG has no
 * text of its own — it stretches to the container, which would distort letters —
 * so the scale and dates are HTML around it. Screen readers get a one-line summary
 * on the image and every value in the table below it.
 */
export function ClicksChart({ series, bucket, words }: ClicksChartProps) {
  const { copy, format, formatBucket, formatCount } = words;
  const unit = format(copy.perBucket, { bucket });
  const max = niceCeiling(Math.max(...series.map((p) => p.humans + p.bots), 0));
  const humans = series.reduce((sum, p) => sum + p.humans, 0);
  const bots = series.reduce((sum, p) => sum + p.bots, 0);
  const busiest = series.reduce<ChartPoint | null>(
    (best, p) => (p.humans > (best?.humans ?? 0) ? p : best),
    null,
  );
  const first = series[0];
  const last = series.at(-1);
  const totals = format(copy.summaryTotals, { humans: formatCount(humans), bots: formatCount(bots) });
  const span =
    first && last
      ? ` ${format(copy.summaryRange, { from: formatBucket(first.start, bucket, true), to: formatBucket(last.start, bucket, true) })}`
      : "";
  const peak = busiest
    ? ` ${format(copy.summaryBusiest, { bucket, when: formatBucket(busiest.start, bucket, true), count: formatCount(busiest.humans) })}`
    : "";
  const summary = `${unit}: ${totals}${span}.${peak}`;
  const slot = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(slot * 0.75, 0.5);

  return (
    <figure className="m-0">
      <div className="flex items-start gap-2">
        <div
          aria-hidden="true"
          className="flex h-48 shrink-0 flex-col justify-between text-end text-xs text-ink-muted sm:h-56"
        >
          <span>{formatCount(max)}</span>
          <span>{formatCount(Math.round(max / 2))}</span>
          <span>{formatCount(0)}</span>
        </div>
        {/* Mirrored on a right-to-left page, so time runs the way the axis labels below now read. */}
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full min-w-0 flex-1 sm:h-56 rtl:-scale-x-100"
        >
          {[0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * f + (f === 1 ? -0.5 : 0.5)}
              y2={HEIGHT * f + (f === 1 ? -0.5 : 0.5)}
              className="stroke-line"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((p, i) => {
            const humanHeight = (p.humans / max) * HEIGHT;
            const botHeight = (p.bots / max) * HEIGHT;
            const x = i * slot + (slot - barWidth) / 2;
            return (
              <g key={p.start}>
                <rect
                  x={x}
                  y={HEIGHT - humanHeight}
                  width={barWidth}
                  height={humanHeight}
                  className="fill-accent"
                />
                <rect
                  x={x}
                  y={HEIGHT - humanHeight - botHeight}
                  width={barWidth}
                  height={botHeight}
                  className="fill-ink-muted/50"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between ps-8 text-xs text-ink-muted">
        <span>{first ? formatBucket(first.start, bucket) : ""}</span>
        <span>{last ? formatBucket(last.start, bucket) : ""}</span>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent" />
          {copy.humanClicks}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ink-muted/50" />
          {copy.legendBots}
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-accent">{copy.showTable}</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-line">
          <table className="w-full text-start">
            <caption className="sr-only">{unit}</caption>
            <thead className="sticky top-0 bg-card">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {bucket === "hour" ? copy.hourColumn : copy.dayColumn}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {copy.humanClicks}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {copy.botHits}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.start} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatBucket(p.start, bucket, true)}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatCount(p.humans)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatCount(p.bots)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The scale's top: the smallest of 1, 2, 4, 6, 8 × 10^k at or above `value` (2 at least), so its half is whole too. */
export function niceCeiling(value: number): number {
  if (value <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 8, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}
