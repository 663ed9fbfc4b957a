/**
 * The analytics date range, read from the query string (`?range=7|30|90` or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included). Days are UTC days:
 * rollups are stored per UTC hour, and one fixed zone keeps the page, the CSV
 * and the tests in agreement whatever the browser's zone.
 */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;
/** A year and a day: enough for any yearly comparison, small enough to keep the queries quick. */
export const MAX_RANGE_DAYS = 366;
/** Up to this many days the chart shows hours, beyond it days. */
export const HOURLY_MAX_DAYS = 3;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateRange {
  /** First day (YYYY-MM-DD, UTC). */
  from: string;
  /** Last day, included. */
  to: string;
  days: number;
  /** The preset this range matches, if it came from one. */
  preset: RangePreset | null;
  bucket: "hour" | "day";
  /** First and last hour included, for the database. */
  hours: { from: Date; to: Date };
}

/** What was wrong with the asked range, for pages that say it in their language (ANALYTICS_COPY.rangeErrors). */
export type RangeProblem =
  | "missing_date"
  | "not_a_day"
  | "future_start"
  | "reversed"
  | "too_long"
  | "not_a_preset";

export type ParsedDateRange =
  | { ok: true; range: DateRange }
  | {
      ok: false;
      /** In English, for the API and logs. */
      message: string;
      problem: RangeProblem;
      range: DateRange;
      field: "from" | "to" | "range";
    };

/** Parses the query; anything wrong yields the default range and a message saying what was wrong. */
export function parseDateRange(params: URLSearchParams, now: Date = new Date()): ParsedDateRange {
  const today = dayStart(now);
  const fromText = params.get("from");
  const toText = params.get("to");
  const fallback = presetRange(DEFAULT_PRESET, today);

  if (fromText || toText) {
    if (!fromText || !toText)
      return {
        ok: false,
        message: "Choose both a start and an end date.",
        problem: "missing_date",
        range: fallback,
        field: fromText ? "to" : "from",
      };
    const from = parseDay(fromText);
    const asked = parseDay(toText);
    if (from === null || asked === null)
      return {
        ok: false,
        message: "Dates must be real days written as YYYY-MM-DD.",
        problem: "not_a_day",
        range: fallback,
        field: from === null ? "from" : "to",
      };
    // A range ending after today (a client a day ahead of UTC, "until the end of the month") is
    // read up to today: the days to come have no clicks yet, so nothing is lost by cutting them.
    const to = Math.min(asked, today);
    if (from > today)
      return {
        ok: false,
        message: "The start date cannot be in the future.",
        problem: "future_start",
        range: fallback,
        field: "from",
      };
    if (from > to)
      return {
        ok: false,
        message: "The start date must be on or before the end date.",
        problem: "reversed",
        range: fallback,
        field: "from",
      };
    const days = (to - from) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS)
      return {
        ok: false,
        message: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
        problem: "too_long",
        range: fallback,
        field: "from",
      };
    return { ok: true, range: build(from, to, null) };
  }

  const presetText = params.get("range");
  if (presetText === null || presetText === "") return { ok: true, range: fallback };
  const preset = RANGE_PRESETS.find((p) => String(p) === presetText);
  if (preset === undefined)
    return {
      ok: false,
      message: `Choose a range of ${RANGE_PRESETS.join(", ")} days or pick dates.`,
      problem: "not_a_preset",
      range: fallback,
      field: "range",
    };
  return { ok: true, range: presetRange(preset, today) };
}

/** The last `days` days, today included. */
export function presetRange(preset: RangePreset, today: number): DateRange {
  return build(today - (preset - 1) * DAY_MS, today, preset);
}

/** The query string that selects this range (presets stay presets, so a bookmark rolls forward). */
export function rangeQuery(range: Pick<DateRange, "preset" | "from" | "to">): string {
  return range.preset !== null ? `range=${range.preset}` : `from=${range.from}&to=${range.to}`;
}

/** Every bucket start in the range, so the chart shows quiet hours and days as zero. */
export function bucketStarts(range: DateRange): Date[] {
  const step = range.bucket === "hour" ? HOUR_MS : DAY_MS;
  const starts: Date[] = [];
  for (let t = range.hours.from.getTime(); t <= range.hours.to.getTime(); t += step) starts.push(new Date(t));
  return starts;
}

function build(from: number, to: number, preset: RangePreset | null): DateRange {
  const days = Math.round((to - from) / DAY_MS) + 1;
  return {
    from: utcDay(from),
    to: utcDay(to),
    days,
    preset,
    bucket: days <= HOURLY_MAX_DAYS ? "hour" : "day",
    hours: { from: new Date(from), to: new Date(to + DAY_MS - HOUR_MS) },
  };
}

/** Midnight UTC of a YYYY-MM-DD day, or null when it is not a real day (2026-02-30) or before 2000. */
function parseDay(text: string): number | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  if (year < 2000 || utcDay(time) !== `${match[1]}-${match[2]}-${match[3]}`) return null;
  return time;
}

function dayStart(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The UTC day (YYYY-MM-DD) an instant falls on: the one formatter for the days clicks are kept by. */
export function utcDay(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}
