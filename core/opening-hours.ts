/**
 * Opening hours of a team link's agent, kept in the agent's own IANA time zone, and the question the
 * redirect asks of them: open now, and until when is that answer good? Wall-clock times become
 * instants through core/zoned-time.ts (skipped times read as the end of the gap, repeated ones as
 * their first occurrence).
 */
import { z } from "zod";
import {
  DAY_MINUTES,
  DAY_MS,
  MAX_TIME_ZONE_LENGTH,
  MINUTE_MS,
  WEEKDAYS,
  wallMinutes,
  wallToInstant,
  weekdayOf,
  zoneFormatter,
} from "./zoned-time";

export { MAX_TIME_ZONE_LENGTH, type WallClock, wallClockAt, zonedWallTimeToInstant } from "./zoned-time";
export const DAYS = WEEKDAYS;
export type Day = (typeof DAYS)[number];
export const MAX_RANGES_PER_DAY = 6;
export const MAX_CLOSED_DATES = 366;
/** openStateAt looks this many local days ahead; past that it answers "no change before" the cap. */
const STATE_HORIZON_DAYS = 8;
const NEXT_OPENING_DAYS = 14;

const TIME_MESSAGE = "Times are HH:MM, 24-hour, like 09:00 or 17:30";
const START_MESSAGE = "Opening times run from 00:00 to 23:59 (24:00 is only a closing time)";
const DATE_MESSAGE = "Closed dates are real days written as YYYY-MM-DD, like 2026-12-25";
const ZONE_MESSAGE = "Choose a time zone by its name, like Europe/London or America/Sao_Paulo";
const HH_MM = /^\d{2}:\d{2}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of "HH:MM", or null; "24:00" (1440) only when `allowEnd`. */
function parseTime(text: string, allowEnd: boolean): number | null {
  if (text.length !== 5 || !HH_MM.test(text)) return null;
  const hours = Number(text.slice(0, 2));
  const minutes = Number(text.slice(3, 5));
  if (allowEnd && hours === 24 && minutes === 0) return DAY_MINUTES;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Days since 1970-01-01 of a real "YYYY-MM-DD" day (years 1970–9999), or null. */
function parseDay(text: string): number | null {
  if (text.length !== 10 || !ISO_DAY.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 1970 || month < 1 || month > 12 || day < 1) return null;
  const ms = Date.UTC(year, month - 1, day);
  if (new Date(ms).getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

const timeZoneSchema = z
  .string({ error: ZONE_MESSAGE })
  .min(1, { error: ZONE_MESSAGE })
  .max(MAX_TIME_ZONE_LENGTH, { error: ZONE_MESSAGE })
  .transform((zone, ctx) => {
    const formatter = zoneFormatter(zone);
    if (formatter === null) {
      ctx.addIssue({ code: "custom", message: ZONE_MESSAGE });
      return z.NEVER;
    }
    // The engine's own spelling ("europe/london" → "Europe/London"). Engines differ on some
    // aliases (Node 20 answers Asia/Calcutta for Asia/Kolkata); every engine accepts both.
    return formatter.resolvedOptions().timeZone;
  });

const startSchema = z
  .string({ error: TIME_MESSAGE })
  .max(5, { error: TIME_MESSAGE })
  .refine((text) => parseTime(text, true) !== null, { error: TIME_MESSAGE })
  .refine((text) => parseTime(text, false) !== null, { error: START_MESSAGE });
const endSchema = z
  .string({ error: TIME_MESSAGE })
  .max(5, { error: TIME_MESSAGE })
  .refine((text) => parseTime(text, true) !== null, { error: TIME_MESSAGE });

const rangeSchema = z
  .tuple([startSchema, endSchema], { error: 'Each range is [opening, closing], like ["09:00", "17:30"]' })
  .refine(([start, end]) => parseTime(start, false) !== parseTime(end, true), {
    error: "A range must open and close at different times (00:00 to 24:00 is the whole day)",
  });

const daySchema = z
  .array(rangeSchema, { error: "Each day is a list of ranges (an empty list when closed)" })
  .max(MAX_RANGES_PER_DAY, { error: `At most ${MAX_RANGES_PER_DAY} opening ranges a day` });

const weeklySchema = z.strictObject(
  {
    mon: daySchema.optional(),
    tue: daySchema.optional(),
    wed: daySchema.optional(),
    thu: daySchema.optional(),
    fri: daySchema.optional(),
    sat: daySchema.optional(),
    sun: daySchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Days are mon, tue, wed, thu, fri, sat and sun"
        : 'Weekly hours list ranges by day, like {"mon": [["09:00", "17:30"]]}',
  },
);

export const openingHoursSchema = z.strictObject(
  {
    timeZone: timeZoneSchema,
    weekly: weeklySchema,
    closedDates: z
      .array(
        z
          .string({ error: DATE_MESSAGE })
          .max(10, { error: DATE_MESSAGE })
          .refine((text) => parseDay(text) !== null, { error: DATE_MESSAGE }),
        { error: DATE_MESSAGE },
      )
      .max(MAX_CLOSED_DATES, { error: `At most ${MAX_CLOSED_DATES} closed dates` })
      .optional(),
  },
  { error: "Opening hours have a timeZone, weekly hours and optional closedDates" },
);

export type OpeningHours = z.output<typeof openingHoursSchema>;

// ---------------------------------------------------------------------------------------------
// Open or closed

interface Compiled {
  formatter: Intl.DateTimeFormat | null;
  /** Per weekday (mon first), ranges as [start, end) minutes from that day's midnight, by start. */
  week: [number, number][][];
  closed: Set<number>;
  empty: boolean;
}

const compiled = new WeakMap<OpeningHours, Compiled>();

function compile(hours: OpeningHours): Compiled {
  const cached = compiled.get(hours);
  if (cached) return cached;
  const week = DAYS.map((day) => {
    const ranges: [number, number][] = [];
    for (const [startText, endText] of hours.weekly[day] ?? []) {
      const start = parseTime(startText, false);
      const end = parseTime(endText, true);
      if (start === null || end === null || start === end) continue;
      // A range ending at or before its start runs past midnight, into the next day.
      ranges.push([start, end > start ? end : end + DAY_MINUTES]);
    }
    return ranges.sort((a, b) => a[0] - b[0]);
  });
  const closed = new Set<number>();
  for (const text of hours.closedDates ?? []) {
    const day = parseDay(text);
    if (day !== null) closed.add(day);
  }
  const result: Compiled = {
    formatter: zoneFormatter(hours.timeZone),
    week,
    closed,
    empty: week.every((ranges) => ranges.length === 0),
  };
  compiled.set(hours, result);
  return result;
}

/**
 * Merged open spans in local epoch minutes, for the ranges starting on local days `first`..`last`.
 * A closed date closes the ranges that start on it; a range of the day before that runs past
 * midnight into a closed date still runs to its end (the shift was under way when the day began).
 */
function wallSpans(hours: Compiled, first: number, last: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let day = first; day <= last; day++) {
    if (hours.closed.has(day)) continue;
    for (const [start, end] of hours.week[weekdayOf(day)] ?? []) {
      const s = day * DAY_MINUTES + start;
      const e = day * DAY_MINUTES + end;
      const previous = spans[spans.length - 1];
      if (previous && s <= previous[1]) previous[1] = Math.max(previous[1], e);
      else spans.push([s, e]);
    }
  }
  return spans;
}

export interface OpenState {
  open: boolean;
  /** The instant (ms) before which the answer cannot change; may come earlier than the change. */
  until: number;
}

interface Scan extends OpenState {
  /** `until` is the end of the look-ahead, not a change seen. */
  capped: boolean;
}

function scan(hours: OpeningHours, now: number, horizonDays: number): Scan {
  if (!Number.isFinite(now)) throw new RangeError("now must be a finite time");
  const compiledHours = compile(hours);
  const { formatter } = compiledHours;
  if (compiledHours.empty) return { open: false, until: Number.POSITIVE_INFINITY, capped: false };
  // A zone the engine has dropped since the hours were saved: keep the link working.
  if (formatter === null) return { open: true, until: Number.POSITIVE_INFINITY, capped: false };
  const nowWall = wallMinutes(formatter, now);
  const today = Math.floor(nowWall / DAY_MINUTES);
  // Ranges of two days ago end by today's midnight: already over.
  const spans = wallSpans(compiledHours, today - 1, today + horizonDays - 1);
  const capWall = (today + horizonDays) * DAY_MINUTES;
  const instant = (wall: number) => wallToInstant(formatter, wall * MINUTE_MS);
  const cap = () => ({ until: instant(capWall), capped: true });
  for (let i = 0; i < spans.length; i++) {
    const [start, end] = spans[i] as [number, number];
    // A span ending by the present wall minute is over (the mapping only moves forward).
    if (end <= nowWall) continue;
    const endAt = instant(Math.min(end, capWall));
    if (endAt <= now) continue;
    const startAt = instant(start);
    if (startAt === endAt) continue; // wholly inside a skipped hour
    if (startAt > now) return { open: false, until: startAt, capped: false };
    if (end >= capWall) return { open: true, ...cap() };
    let until = endAt;
    // Spans the clock change joins: closing at 02:00 and reopening at 03:00 when 02:00 is skipped.
    for (let j = i + 1; j < spans.length; j++) {
      const [nextStart, nextEnd] = spans[j] as [number, number];
      if (instant(nextStart) !== until) break;
      if (nextEnd >= capWall) return { open: true, ...cap() };
      until = instant(nextEnd);
    }
    return { open: true, until, capped: false };
  }
  return { open: false, ...cap() };
}

/**
 * Whether the hours are open at `now`, and until when that holds. Null hours are always open; hours
 * with no range at all never open. `until` is never later than the next change, so the answer may
 * be cached until then; it looks about a week ahead and answers the end of that look if nothing
 * changes before. Each hours object is read once and remembered: treat it as immutable.
 */
export function openStateAt(hours: OpeningHours | null, now: number): OpenState {
  if (hours === null) return { open: true, until: Number.POSITIVE_INFINITY };
  const { open, until } = scan(hours, now, STATE_HORIZON_DAYS);
  return { open, until };
}

/** The next instant the hours open (`now` when open now), or null when not within 14 days. */
export function nextOpening(hours: OpeningHours | null, now: number): number | null {
  if (hours === null) return now;
  const state = scan(hours, now, NEXT_OPENING_DAYS + 1);
  if (state.open) return now;
  if (state.capped || state.until - now > NEXT_OPENING_DAYS * DAY_MS) return null;
  return state.until;
}
