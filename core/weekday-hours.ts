import { offsetAt, zoneFormatter } from "./zoned-time";

/**
 * When customers come: counts per weekday (Monday first) and hour of the day in a time zone,
 * from counts per UTC hour. A zone half an hour off UTC puts each UTC hour in the local hour it
 * starts in (10:00 UTC in Kolkata → the 15:00 row).
 */
export type WeekdayHours = number[][];

const HOUR_MS = 3_600_000;

export function emptyWeekdayHours(): WeekdayHours {
  return Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
}

/** An unknown zone counts in UTC (the settings refuse one; this guards stored oddities). */
export function weekdayHours(points: Iterable<{ hour: Date; count: number }>, zone: string): WeekdayHours {
  const grid = emptyWeekdayHours();
  const formatter = zoneFormatter(zone);
  // Offsets change at most a few times a year: one lookup per UTC day is plenty and cheap.
  const offsets = new Map<number, number>();
  for (const { hour, count } of points) {
    const time = hour.getTime();
    const day = Math.floor(time / 86_400_000);
    let offset = offsets.get(day);
    if (offset === undefined) {
      offset = formatter === null ? 0 : offsetAt(formatter, time);
      offsets.set(day, offset);
    }
    const local = new Date(Math.floor((time + offset) / HOUR_MS) * HOUR_MS);
    const row = grid[(local.getUTCDay() + 6) % 7] as number[];
    row[local.getUTCHours()] = (row[local.getUTCHours()] ?? 0) + count;
  }
  return grid;
}
