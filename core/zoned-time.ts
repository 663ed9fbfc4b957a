/**
 * Wall-clock time in an IANA time zone, from the engine's own Intl data (browser-safe, no library).
 *
 * A wall time becomes the earliest instant whose local time is at or after it: a time repeated by a
 * fall-back change gives its first occurrence, a time skipped by a spring-forward change gives the
 * instant the clocks jump (the end of the gap). That mapping never goes backwards as the wall time
 * grows, which lets opening hours merge ranges on the wall clock and convert only their ends.
 */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MAX_TIME_ZONE_LENGTH = 64;
/** Formatters kept, one per zone: bounded so a flood of zones cannot grow memory. */
const MAX_CACHED_ZONES = 500;

export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, or null when the engine does not know the zone. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached !== undefined) return cached;
  if (zone.length > MAX_TIME_ZONE_LENGTH) return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
  } catch (error) {
    // Unknown zones are not cached: junk names must not push the zones in use out.
    if (error instanceof RangeError) return null;
    throw error;
  }
  if (formatters.size >= MAX_CACHED_ZONES) {
    const oldest = formatters.keys().next().value;
    if (oldest !== undefined) formatters.delete(oldest);
  }
  formatters.set(zone, formatter);
  return formatter;
}

function knownZone(zone: string): Intl.DateTimeFormat {
  const formatter = zoneFormatter(zone);
  if (formatter === null) throw new RangeError(`Unknown time zone: ${zone.slice(0, MAX_TIME_ZONE_LENGTH)}`);
  return formatter;
}

/** The zone's offset from UTC (ms, whole seconds) at `instant` (years 1 onwards). */
export function offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const second = Math.floor(instant / 1000) * 1000;
  // format() is about three times quicker than formatToParts(); "M/D/YYYY, HH:MM:SS" is read as
  // its six runs of digits, whatever separators the engine puts between them.
  const text = formatter.format(second);
  const fields: number[] = [];
  let value = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    if (code >= 48 && code <= 57) value = (value < 0 ? 0 : value * 10) + code - 48;
    else if (value >= 0) {
      fields.push(value);
      value = -1;
    }
  }
  if (fields.length !== 6) {
    const parts = formatter.formatToParts(second);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    fields.splice(0, fields.length, ...["month", "day", "year", "hour", "minute", "second"].map(part));
  }
  const [month = 1, day = 1, year = 1970, hour = 0, minute = 0, sec = 0] = fields;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour === 24 ? 0 : hour, minute, sec, 0);
  return wall.getTime() - second;
}

/** The instant of a wall-clock time given as if it were UTC (ms); see the top of the file. */
export function wallToInstant(formatter: Intl.DateTimeFormat, wall: number): number {
  const before = offsetAt(formatter, wall - DAY_MS);
  const after = offsetAt(formatter, wall + DAY_MS);
  if (before === after && offsetAt(formatter, wall - before) === before) return wall - before;
  const offsets = [before, after, offsetAt(formatter, wall - before), offsetAt(formatter, wall - after)];
  let best = Number.POSITIVE_INFINITY;
  for (const offset of offsets) {
    if (wall - offset < best && offsetAt(formatter, wall - offset) === offset) best = wall - offset;
  }
  if (best !== Number.POSITIVE_INFINITY) return best;
  // In a gap: the first second whose local time has passed the wall time.
  let low = Math.floor((wall - Math.max(...offsets)) / 1000);
  let high = Math.ceil((wall - Math.min(...offsets)) / 1000);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (middle * 1000 + offsetAt(formatter, middle * 1000) >= wall) high = middle;
    else low = middle + 1;
  }
  return high * 1000;
}

/** The instant (ms) of a wall-clock time in `zone`: month 1–12, `hh` up to 24. */
export function zonedWallTimeToInstant(
  zone: string,
  y: number,
  m: number,
  d: number,
  hh: number,
  mm: number,
): number {
  const wall = new Date(0);
  wall.setUTCFullYear(y, m - 1, d);
  wall.setUTCHours(hh, mm, 0, 0);
  return wallToInstant(knownZone(zone), wall.getTime());
}

/** Local epoch minutes at `now`: the wall clock read as if it were UTC, in whole minutes. */
export function wallMinutes(formatter: Intl.DateTimeFormat, now: number): number {
  return Math.floor((now + offsetAt(formatter, now)) / MINUTE_MS);
}

/** Mon = 0 of a day counted from 1970-01-01, which was a Thursday. */
export function weekdayOf(dayIndex: number): number {
  return (((dayIndex + 3) % 7) + 7) % 7;
}

export interface WallClock {
  weekday: Weekday;
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** Minutes since the local midnight. */
  minutes: number;
}

export function wallClockAt(zone: string, now: number): WallClock {
  const local = wallMinutes(knownZone(zone), now);
  const dayIndex = Math.floor(local / DAY_MINUTES);
  return {
    weekday: WEEKDAYS[weekdayOf(dayIndex)] ?? "mon",
    date: new Date(dayIndex * DAY_MS).toISOString().slice(0, 10),
    minutes: local - dayIndex * DAY_MINUTES,
  };
}
