import { useEffect, useId, useState } from "react";
import { DAYS, type Day, MAX_CLOSED_DATES, MAX_RANGES_PER_DAY, type OpeningHours } from "#core/opening-hours";
import { AGENTS_COPY } from "../../content/agents";
import { useFormat } from "../../lib/i18n/use-copy";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { useHydrated } from "../../lib/use-hydrated";
import { fieldHint, fieldLabel, secondaryButton, textInput } from "../generator/styles";
import {
  browserTimeZone,
  defaultDraft,
  draftOf,
  type HoursDraft,
  hoursOf,
  isNeverOpen,
  rangeEnd,
  sameAsMonday,
  timeZoneOptions,
} from "./hours-draft";

const smallButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:border-accent hover:text-accent";
const timeInput =
  "min-h-10 w-[8rem] rounded-lg border border-ink-muted/60 bg-page px-2 py-1.5 text-base text-ink tabular-nums focus:border-accent";

/**
 * Opening hours as a shop owner thinks of them: always open, or a time zone, weekly rows with
 * one or more ranges a day ("Closed" when none; a range may end the next day), a Mon–Fri
 * shortcut, and closed dates. Posts one hidden field, `hours`: "" (always open) or the JSON
 * of core/opening-hours.ts, so the server reads exactly what the API takes.
 */
export function HoursEditor({
  initial,
  isNew,
  error,
}: {
  initial: OpeningHours | null;
  isNew: boolean;
  error?: string | undefined;
}) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const baseId = useId();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<"always" | "hours">(initial === null ? "always" : "hours");
  const [draft, setDraft] = useState<HoursDraft>(() =>
    initial === null ? defaultDraft("UTC") : draftOf(initial),
  );
  const [zoneTouched, setZoneTouched] = useState(!isNew || initial !== null);
  // A new agent's zone starts as the browser's (the server cannot know it).
  useEffect(() => {
    if (!zoneTouched) setDraft((d) => ({ ...d, timeZone: browserTimeZone() }));
  }, [zoneTouched]);

  const setDay = (day: Day, ranges: HoursDraft["week"][Day]) =>
    setDraft((d) => ({ ...d, week: { ...d.week, [day]: ranges } }));
  const errorId = `${baseId}-error`;

  return (
    <fieldset className="flex flex-col gap-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-base font-bold text-ink">{COPY.hoursLegend}</legend>
      <input type="hidden" name="hours" value={mode === "always" ? "" : JSON.stringify(hoursOf(draft))} />
      <div className="flex flex-col gap-2">
        <ModeChoice
          name={`${baseId}-mode`}
          checked={mode === "always"}
          onChoose={() => setMode("always")}
          label={COPY.alwaysOpenOption}
          hint={COPY.alwaysOpenHint}
        />
        <ModeChoice
          name={`${baseId}-mode`}
          checked={mode === "hours"}
          onChoose={() => setMode("hours")}
          label={COPY.setHoursOption}
          hint={COPY.setHoursHint}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {mode === "always" ? null : (
        <div className="flex flex-col gap-5 rounded-xl border border-line bg-page-soft p-2.5 sm:p-4">
          <div>
            <label htmlFor={`${baseId}-zone`} className={fieldLabel}>
              {COPY.timeZoneLabel}
            </label>
            <select
              id={`${baseId}-zone`}
              value={draft.timeZone}
              aria-describedby={`${baseId}-zone-hint`}
              onChange={(event) => {
                setZoneTouched(true);
                const timeZone = event.target.value;
                setDraft((d) => ({ ...d, timeZone }));
              }}
              className={`mt-1.5 ${textInput}`}
            >
              {/* The full list once in the browser: the server's zone list may differ from the browser's. */}
              {(hydrated ? timeZoneOptions(draft.timeZone) : [draft.timeZone]).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
            <p id={`${baseId}-zone-hint`} className={fieldHint}>
              {COPY.timeZoneHint}
            </p>
          </div>

          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-sm font-semibold text-ink">{COPY.weekHeading}</h2>
              <button
                type="button"
                className={smallButton}
                aria-describedby={`${baseId}-same-hint`}
                onClick={() => setDraft(sameAsMonday)}
              >
                {COPY.sameWeekdays}
              </button>
            </div>
            <p id={`${baseId}-same-hint`} className="sr-only">
              {COPY.sameWeekdaysHint}
            </p>
            <ul className="flex flex-col divide-y divide-line">
              {DAYS.map((day) => (
                <li key={day} className="py-2">
                  <DayRow
                    idPrefix={`${baseId}-${day}`}
                    day={day}
                    ranges={draft.week[day]}
                    onChange={(ranges) => setDay(day, ranges)}
                  />
                </li>
              ))}
            </ul>
            {isNeverOpen(draft) ? (
              <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">{COPY.neverOpen}</p>
            ) : null}
          </div>

          <ClosedDates
            baseId={baseId}
            dates={draft.closedDates}
            onChange={(closedDates) => setDraft((d) => ({ ...d, closedDates }))}
          />
        </div>
      )}
    </fieldset>
  );
}

function ModeChoice(props: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChoose}
        className="mt-0.5 size-4 shrink-0 accent-accent"
      />
      <span>
        <span className="font-semibold">{props.label}</span>
        <span className="block text-ink-muted">{props.hint}</span>
      </span>
    </label>
  );
}

/** Moves focus to the element with this id once React has drawn it (after an add or a remove). */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function DayRow({
  idPrefix,
  day,
  ranges,
  onChange,
}: {
  idPrefix: string;
  day: Day;
  ranges: HoursDraft["week"][Day];
  onChange: (ranges: HoursDraft["week"][Day]) => void;
}) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const format = useFormat();
  const dayName = COPY.dayNames[day];
  const set = (index: number, change: Partial<{ from: string; to: string }>) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, ...change } : range)));
  const last = ranges[ranges.length - 1];
  return (
    <div className="flex flex-col gap-x-4 gap-y-1 sm:flex-row sm:items-start">
      <p className="shrink-0 text-sm font-semibold text-ink sm:w-24 sm:pt-2">{dayName}</p>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {ranges.length === 0 ? <p className="text-sm text-ink-muted sm:pt-2">{COPY.dayClosed}</p> : null}
        {ranges.map((range, index) => {
          const end = rangeEnd(range.from, range.to);
          return (
            // Ranges have no identity but their place in the day; the values come from state.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="flex flex-wrap items-center gap-2">
              <input
                id={`${idPrefix}-${index}-from`}
                type="time"
                step={60}
                required
                value={range.from}
                aria-label={format(COPY.opensName, { day: dayName, range: index + 1 })}
                onChange={(event) => set(index, { from: event.target.value })}
                className={timeInput}
              />
              <span aria-hidden="true" className="text-ink-muted">
                –
              </span>
              <input
                type="time"
                step={60}
                required
                value={range.to}
                aria-label={format(COPY.closesName, { day: dayName, range: index + 1 })}
                onChange={(event) => set(index, { to: event.target.value })}
                className={timeInput}
              />
              {end === "same_day" ? null : (
                <span className="text-xs font-semibold text-ink-muted">
                  {end === "next_day" ? COPY.endsNextDay : COPY.untilMidnight}
                </span>
              )}
              <button
                type="button"
                aria-label={format(COPY.removeRangeName, { day: dayName, from: range.from, to: range.to })}
                onClick={() => {
                  onChange(ranges.filter((_, i) => i !== index));
                  focusSoon(`${idPrefix}-add`);
                }}
                className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:no-underline dark:text-red-300"
              >
                {COPY.removeRange}
              </button>
            </div>
          );
        })}
        {ranges.length < MAX_RANGES_PER_DAY ? (
          <div>
            <button
              id={`${idPrefix}-add`}
              type="button"
              aria-label={format(COPY.addRangeName, { day: dayName })}
              onClick={() => {
                onChange([
                  ...ranges,
                  last === undefined ? { from: "09:00", to: "17:00" } : { from: last.to, to: last.to },
                ]);
                focusSoon(`${idPrefix}-${ranges.length}-from`);
              }}
              className="inline-flex min-h-9 items-center text-sm font-semibold text-accent underline underline-offset-2 hover:no-underline"
            >
              + {COPY.addRange}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ClosedDates({
  baseId,
  dates,
  onChange,
}: {
  baseId: string;
  dates: string[];
  onChange: (dates: string[]) => void;
}) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const format = useFormat();
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-ink">{COPY.closedDatesHeading}</h2>
      <p className={fieldHint}>{COPY.closedDatesHint}</p>
      {dates.length === 0 ? <p className="text-sm text-ink-muted">{COPY.noClosedDates}</p> : null}
      <ul className="flex flex-col gap-2">
        {dates.map((date, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a date's place is its identity while it is typed
          <li key={index} className="flex flex-wrap items-center gap-2">
            <input
              id={`${baseId}-closed-${index}`}
              type="date"
              value={date}
              aria-label={format(COPY.closedDateName, { number: index + 1 })}
              onChange={(event) => onChange(dates.map((d, i) => (i === index ? event.target.value : d)))}
              className="min-h-10 rounded-lg border border-ink-muted/60 bg-page px-2 py-1.5 text-base text-ink focus:border-accent"
            />
            <button
              type="button"
              aria-label={format(COPY.removeClosedDateName, { date: date || COPY.emptyDate })}
              onClick={() => {
                onChange(dates.filter((_, i) => i !== index));
                focusSoon(`${baseId}-closed-add`);
              }}
              className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:no-underline dark:text-red-300"
            >
              {COPY.removeClosedDate}
            </button>
          </li>
        ))}
      </ul>
      {dates.length < MAX_CLOSED_DATES ? (
        <div>
          <button
            id={`${baseId}-closed-add`}
            type="button"
            className={secondaryButton}
            onClick={() => {
              onChange([...dates, ""]);
              focusSoon(`${baseId}-closed-${dates.length}`);
            }}
          >
            + {COPY.addClosedDate}
          </button>
        </div>
      ) : null}
    </div>
  );
}
