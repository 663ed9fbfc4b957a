import { BREAKDOWN_TOP_VALUES, OTHER_VALUE } from "#core/click-values";
import { DEFAULT_LOCALE, type Locale } from "#core/locales";
import { ANALYTICS_LABELS } from "../../content/analytics-labels";
import type { Translated } from "../../content/translated";
import { formatMessage } from "../../lib/i18n/format-message";

/** How rollup values read on the page, in its language: country names (Intl) and flags, "Direct" for no referrer, device types. */
export type BreakdownKey = "country" | "device" | "os" | "browser" | "referrer" | "ref";

export interface RankedItem {
  /** The stored value (ISO2 for countries, host for referrers…). */
  value: string;
  label: string;
  /** Flag image for a known country. */
  flag: string | null;
  count: number;
  /** Share of the list's total, 0–1. */
  share: number;
}

const UNKNOWN = "unknown";

/** The page's language and its names for what is not a country or a host (app/content/analytics-labels.ts). */
export interface BreakdownWords {
  locale: Locale;
  labels: Translated<typeof ANALYTICS_LABELS>;
}

const ENGLISH: BreakdownWords = { locale: DEFAULT_LOCALE, labels: ANALYTICS_LABELS };

/** Country names in each language (six at most: one per locale). */
const regionNamesByLocale = new Map<Locale, Intl.DisplayNames>();

function regionNames(locale: Locale): Intl.DisplayNames {
  let names = regionNamesByLocale.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/** Values below the top ones, summed by the query rather than sent one by one. */
export interface BreakdownRest {
  count: number;
  /** Distinct stored values in it. */
  values: number;
  /** It holds the stored "Other" bucket, so its number of values is unknown. */
  includesOther: boolean;
}

export function breakdownLabel(key: BreakdownKey, value: string, words: BreakdownWords = ENGLISH): string {
  const { labels } = words;
  if (value === UNKNOWN || value === "") return labels.unknown;
  // Where values beyond a link's hourly cap of distinct values were counted.
  if (value === OTHER_VALUE) return labels.other;
  switch (key) {
    case "country":
      try {
        return regionNames(words.locale).of(value.toUpperCase()) ?? value;
      } catch {
        return value;
      }
    case "referrer":
      return value === "direct" ? labels.direct : value;
    case "device":
      return Object.hasOwn(labels.devices, value)
        ? labels.devices[value as keyof typeof labels.devices]
        : value.charAt(0).toUpperCase() + value.slice(1);
    default:
      return value;
  }
}

/**
 * Counts → the top `limit` entries by count (ties by label), the rest summed as "N others".
 * `rest` is what the query already summed below its top values; the stored "Other" bucket
 * always ranks last, and once it is folded in the number of values is unknown ("Others").
 */
export function rankBreakdown(
  key: BreakdownKey,
  counts: ReadonlyMap<string, number>,
  limit = BREAKDOWN_TOP_VALUES,
  rest: BreakdownRest = { count: 0, values: 0, includesOther: false },
  words: BreakdownWords = ENGLISH,
): RankedItem[] {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0) + rest.count;
  if (total === 0) return [];
  const items = [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({
      value,
      label: breakdownLabel(key, value, words),
      flag: key === "country" && /^[A-Z]{2}$/i.test(value) ? `/flags/${value.toLowerCase()}.svg` : null,
      count,
      share: count / total,
    }))
    .sort(
      (a, b) =>
        Number(a.value === OTHER_VALUE) - Number(b.value === OTHER_VALUE) ||
        b.count - a.count ||
        a.label.localeCompare(b.label, words.locale),
    );
  if (items.length <= limit && rest.count === 0) return items;
  const folded = items.slice(limit - 1);
  const others = folded.reduce((sum, item) => sum + item.count, 0) + rest.count;
  const bucketFolded = rest.includesOther || folded.some((item) => item.value === OTHER_VALUE);
  const label = bucketFolded
    ? words.labels.others
    : formatMessage(words.locale, words.labels.othersCount, { count: folded.length + rest.values });
  return [
    ...items.slice(0, limit - 1),
    { value: "", label, flag: null, count: others, share: others / total },
  ];
}
