import { Form, Link } from "react-router";
import { RANGE_PRESETS } from "#core/analytics-range";
import { fieldLabel, secondaryButton, textInput } from "../generator/styles";
import type { AnalyticsWords } from "./analytics-words";

interface RangePickerProps {
  from: string;
  to: string;
  preset: number | null;
  /** Latest day that can be picked (today, UTC). */
  maxDay: string;
  words: AnalyticsWords;
}

const presetClasses = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold no-underline ${
    active
      ? "bg-accent text-on-accent"
      : "border border-line bg-card text-ink hover:border-accent hover:text-accent"
  }`;

/** Presets as links (shareable, work without JavaScript) and a from/to form submitted as a GET. */
export function RangePicker({ from, to, preset, maxDay, words }: RangePickerProps) {
  const { copy, format } = words;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={copy.presetsLabel}>
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((days) => (
            <li key={days}>
              <Link
                to={`?range=${days}`}
                aria-current={preset === days ? "page" : undefined}
                className={presetClasses(preset === days)}
              >
                {format(copy.preset, { days })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={copy.customLabel}>
        <div>
          <label htmlFor="range-from" className={fieldLabel}>
            {copy.from}
          </label>
          <input
            id="range-from"
            name="from"
            type="date"
            required
            defaultValue={from}
            max={maxDay}
            className={`${textInput} mt-1 py-2`}
          />
        </div>
        <div>
          <label htmlFor="range-to" className={fieldLabel}>
            {copy.to}
          </label>
          <input
            id="range-to"
            name="to"
            type="date"
            required
            defaultValue={to}
            max={maxDay}
            className={`${textInput} mt-1 py-2`}
          />
        </div>
        <button type="submit" className={`${secondaryButton} min-h-11`}>
          {copy.apply}
        </button>
      </Form>
    </div>
  );
}
