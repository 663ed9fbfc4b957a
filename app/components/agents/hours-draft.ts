import { DAYS, type Day, type OpeningHours } from "#core/opening-hours";

/** The hours editor's state: what the owner sees, turned into OpeningHours on every change. */
export interface HoursDraft {
  timeZone: string;
  week: Record<Day, Array<{ from: string; to: string }>>;
  closedDates: string[];
}

const WORKDAYS: readonly Day[] = ["mon", "tue", "wed", "thu", "fri"];

/** Mon–Fri 09:00–17:00, the weekend closed: where "Set opening hours" starts. */
export function defaultDraft(timeZone: string): HoursDraft {
  const week = Object.fromEntries(
    DAYS.map((day) => [day, WORKDAYS.includes(day) ? [{ from: "09:00", to: "17:00" }] : []]),
  ) as HoursDraft["week"];
  return { timeZone, week, closedDates: [] };
}

export function draftOf(hours: OpeningHours): HoursDraft {
  const week = Object.fromEntries(
    DAYS.map((day) => [day, (hours.weekly[day] ?? []).map(([from, to]) => ({ from, to }))]),
  ) as HoursDraft["week"];
  return { timeZone: hours.timeZone, week, closedDates: [...(hours.closedDates ?? [])] };
}

/** The wire shape (every day listed, a closed one empty; closed dates without blanks, sorted, once each). */
export function hoursOf(draft: HoursDraft): OpeningHours {
  const weekly = Object.fromEntries(
    DAYS.map((day) => [day, draft.week[day].map(({ from, to }) => [from, to] as [string, string])]),
  ) as OpeningHours["weekly"];
  const closedDates = [...new Set(draft.closedDates.filter((date) => date !== ""))].sort();
  return { timeZone: draft.timeZone, weekly, ...(closedDates.length > 0 ? { closedDates } : {}) };
}

/** Whether a range runs past midnight ("22:00"–"02:00"); "…–00:00" is until midnight. */
export function rangeEnd(from: string, to: string): "same_day" | "next_day" | "midnight" {
  if (to === "00:00" || to === "24:00") return "midnight";
  return to <= from ? "next_day" : "same_day";
}

/** Monday's ranges copied to Tuesday–Friday. */
export function sameAsMonday(draft: HoursDraft): HoursDraft {
  const monday = draft.week.mon;
  const week = { ...draft.week };
  for (const day of WORKDAYS) if (day !== "mon") week[day] = monday.map((range) => ({ ...range }));
  return { ...draft, week };
}

export function isNeverOpen(draft: HoursDraft): boolean {
  return DAYS.every((day) => draft.week[day].length === 0);
}

/** Every IANA zone the browser knows, with `current` kept even when it is an alias the list lacks. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return zones.includes(current) || current === "" ? zones : [current, ...zones];
}

/** The browser's own zone, or UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
