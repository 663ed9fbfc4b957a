import type { Locale } from "#core/locales";
import { TEAM_CARD } from "../../content/team-card";
import { formatMessage } from "../../lib/i18n/format-message";

/**
 * When someone opens next, in words, in one time zone: "today 09:00", "tomorrow 09:00",
 * "Monday 09:00", or with the date when more than six days ahead ("Monday 3 March 09:00").
 * `timeZone` undefined: the zone of whoever runs it (the visitor's browser). Pure and
 * browser-safe: the server renders the agent's zone, the browser its own.
 */
export function openingWords(
  at: number,
  now: number,
  timeZone?: string,
  copy: CardWords = TEAM_CARD,
  locale: Locale = "en",
): string {
  const when = zonedParts(at, timeZone);
  const today = zonedParts(now, timeZone);
  const days = Math.round((when.day - today.day) / 86_400_000);
  const time = `${when.hour}:${when.minute}`;
  if (days === 0) return `${copy.today} ${time}`;
  if (days === 1) return `${copy.tomorrow} ${time}`;
  if (locale === "en") {
    if (days > 1 && days < 7) return `${when.weekday} ${time}`;
    return `${when.weekday} ${when.date} ${when.month} ${time}`;
  }
  // Other languages: the weekday (and date) as Intl writes them there.
  return `${localFormatter(locale, timeZone, days > 1 && days < 7).format(at)} ${time}`;
}

type CardWords = Pick<typeof TEAM_CARD, "today" | "tomorrow" | "yourTime" | "zoneTime" | "opens">;

const localFormatters = new Map<string, Intl.DateTimeFormat>();

function localFormatter(
  locale: Locale,
  timeZone: string | undefined,
  weekdayOnly: boolean,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${weekdayOnly}`;
  let formatter = localFormatters.get(key);
  if (formatter === undefined) {
    const date = weekdayOnly ? {} : ({ day: "numeric", month: "long" } as const);
    formatter = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", ...date });
    // A handful per page; the bound only guards against a page with many zones.
    if (localFormatters.size > 100) localFormatters.clear();
    localFormatters.set(key, formatter);
  }
  return formatter;
}

/** "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function zonePlace(timeZone: string): string {
  const last = timeZone.slice(timeZone.lastIndexOf("/") + 1);
  return last.replaceAll("_", " ");
}

/** The full sentence: "Opens Monday 09:00 your time" or, on the server, "Opens Monday 09:00 London time". */
export function opensSentence(
  at: number,
  now: number,
  timeZone?: string,
  copy: CardWords = TEAM_CARD,
  locale: Locale = "en",
): string {
  const zone =
    timeZone === undefined
      ? copy.yourTime
      : formatMessage(locale, copy.zoneTime, { place: zonePlace(timeZone) });
  return `${formatMessage(locale, copy.opens, { when: openingWords(at, now, timeZone, copy, locale) })} ${zone}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    // A handful of zones per page; the bound only guards against a page with many.
    if (formatters.size > 50) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a zone; `day` is that calendar day as a UTC midnight (ms). */
function zonedParts(at: number, timeZone: string | undefined) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const monthIndex = MONTHS.indexOf(parts.month ?? "");
  return {
    weekday: parts.weekday ?? "",
    date: parts.day ?? "",
    month: parts.month ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    day: Date.UTC(Number(parts.year), monthIndex, Number(parts.day)),
  };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
