import { COUNTRY_CODE_ROWS } from "#core/country-codes.generated";
import type { Locale } from "#core/locales";

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  iso2: string;
  /** In the picker's language (Intl.DisplayNames), else the table's English name. */
  name: string;
  /** The table's English name: typing it finds the country in any language. */
  englishName: string;
  /** Dialling prefix without the +, e.g. "44" or "1876" (the Cayman Islands dial +1 345); common part of `prefixes`. */
  prefix: string;
  /** Every prefix of the country ("1658" and "1876" for Jamaica). */
  prefixes: string[];
}

/**
 * Countries the prefix table leaves out because they share a calling code with the
 * row that names it (+1 is the United States there, +44 the United Kingdom), but
 * that people choose by name. The list is every region libphonenumber knows.
 */
const SHARED_CODE_COUNTRIES: ReadonlyArray<readonly [string, string, string]> = [
  ["1", "CA", "Canada"],
  ["44", "GG", "Guernsey"],
  ["44", "IM", "Isle of Man"],
  ["44", "JE", "Jersey"],
  ["358", "AX", "Åland Islands"],
  ["590", "BL", "St. Barthélemy"],
  ["590", "MF", "St. Martin"],
  ["61", "CC", "Cocos (Keeling) Islands"],
  ["61", "CX", "Christmas Island"],
  ["212", "EH", "Western Sahara"],
  ["39", "VA", "Vatican City"],
  ["262", "YT", "Mayotte"],
];

/** One list per language, made on first use (six at most). */
const sorted = new Map<Locale, CountryOption[]>();
const displayNames = new Map<Locale, Intl.DisplayNames | null>();

/** A region's name in `locale` by its ISO code, or null where the browser has no name for it. */
export function regionName(locale: Locale, iso2: string): string | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    return names?.of(iso2) ?? null;
  } catch {
    return null;
  }
}

/** Every country once, by name in `locale` (the picker's order). */
export function countryOptions(locale: Locale = "en"): CountryOption[] {
  const known = sorted.get(locale);
  if (known !== undefined) return known;
  const byIso = new Map<string, CountryOption>();
  for (const [prefix, iso2, englishName] of [...COUNTRY_CODE_ROWS, ...SHARED_CODE_COUNTRIES]) {
    const seen = byIso.get(iso2);
    if (seen === undefined) {
      const name = locale === "en" ? englishName : (regionName(locale, iso2) ?? englishName);
      byIso.set(iso2, { iso2, name, englishName, prefix, prefixes: [prefix] });
    } else {
      seen.prefixes.push(prefix);
      seen.prefix = commonStart(seen.prefix, prefix);
    }
  }
  const list = [...byIso.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
  sorted.set(locale, list);
  return list;
}

export function countryOption(iso2: string | null, locale: Locale = "en"): CountryOption | null {
  if (iso2 === null) return null;
  return countryOptions(locale).find((option) => option.iso2 === iso2.toUpperCase()) ?? null;
}

function commonStart(a: string, b: string): string {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return a.slice(0, length);
}

/** "+44", "+1 876". */
export function callingCodeLabel(prefix: string): string {
  return prefix.length === 4 && prefix.startsWith("1") ? `+1 ${prefix.slice(1)}` : `+${prefix}`;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Typed in the picker's search: at most this many characters are looked at. */
const QUERY_MAX_CHARS = 40;

/**
 * The countries matching what is typed in the picker: by name (any word's start,
 * accents ignored: "cote" finds Côte d'Ivoire), by ISO code ("gb"), or by calling
 * code ("+44", "44"). Names starting with the query come first.
 */
export function filterCountries(query: string, locale: Locale = "en"): CountryOption[] {
  const all = countryOptions(locale);
  const q = fold(query.trim().slice(0, QUERY_MAX_CHARS));
  if (q === "") return all;
  const digits = q.replace(/[\s+()-]/g, "");
  if (/^\d+$/.test(digits))
    return all.filter((option) => option.prefixes.some((prefix) => prefix.startsWith(digits)));
  const starts: CountryOption[] = [];
  const words: CountryOption[] = [];
  for (const option of all) {
    const names =
      option.name === option.englishName
        ? [fold(option.name)]
        : [fold(option.name), fold(option.englishName)];
    if (names.some((name) => name.startsWith(q)) || option.iso2.toLowerCase() === q) starts.push(option);
    else if (names.some((name) => name.split(/[\s(.'-]+/).some((word) => word.startsWith(q))))
      words.push(option);
  }
  return [...starts, ...words];
}
