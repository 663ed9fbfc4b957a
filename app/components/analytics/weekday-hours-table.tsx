import type { Locale } from "#core/locales";
import type { WeekdayHours } from "#core/weekday-hours";
import { dateLocale } from "../../lib/i18n/intl-locale";
import type { AnalyticsWords } from "./analytics-words";

const HOUR_LABELS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

/** Weekday names, Monday first, in the page's language (2026-11-23 was a Monday). */
function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(dateLocale(locale), { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2026, 10, 23 + i)));
}

/**
 * When customers come: a weekday × hour table whose cells are shaded by their share of the
 * busiest cell. It is a real table (each cell's count is its text), so it reads aloud and
 * scrolls sideways on a phone.
 */
export function WeekdayHoursTable({
  hours,
  timeZone,
  locale,
  words,
}: {
  hours: WeekdayHours;
  timeZone: string;
  locale: Locale;
  words: AnalyticsWords;
}) {
  const { copy, format, formatCount } = words;
  const names = weekdayNames(locale);
  const max = Math.max(1, ...hours.flat());
  return (
    <section
      aria-labelledby="hours-heading"
      className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="hours-heading" className="text-base font-semibold text-ink">
        {copy.hoursHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{format(copy.hoursIntro, { zone: timeZone })}</p>
      <section
        className="mt-3 max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
        aria-label={copy.hoursTableLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table
          className="border-separate border-spacing-0.5 text-[0.65rem] tabular-nums"
          aria-label={copy.hoursTableLabel}
          data-testid="weekday-hours"
          dir="ltr"
        >
          <thead>
            <tr>
              <td />
              {HOUR_LABELS.map((label) => (
                <th key={label} scope="col" className="w-6 font-normal text-ink-muted">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((row, day) => (
              <tr key={names[day]}>
                <th scope="row" className="pe-2 text-start font-semibold text-ink-muted">
                  {names[day]}
                </th>
                {row.map((count, hour) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours are fixed positions
                    key={hour}
                    className="h-6 w-6 rounded text-center text-ink"
                    style={{
                      backgroundColor:
                        count === 0
                          ? "var(--line)"
                          : `color-mix(in srgb, var(--accent) ${Math.round(15 + (85 * count) / max)}%, transparent)`,
                      color: count / max > 0.55 ? "var(--on-accent)" : undefined,
                    }}
                  >
                    {count === 0 ? "" : formatCount(count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
