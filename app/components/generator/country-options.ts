import { COUNTRY_CODE_ROWS } from "#core/country-codes.generated";

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  iso2: string;
  name: string;
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

let sorted: CountryOption[] | null = null;

/** Every country once, by name (the picker's order). */
export function countryOptions(): CountryOption[] {
  if (sorted !== null) return sorted;
  const byIso = new Map<string, CountryOption>();
  for (const [prefix, iso2, name] of [...COUNTRY_CODE_ROWS, ...SHARED_CODE_COUNTRIES]) {
    const known = byIso.get(iso2);
    if (known === undefined) byIso.set(iso2, { iso2, name, prefix, prefixes: [prefix] });
    else {
      known.prefixes.push(prefix);
      known.prefix = commonStart(known.prefix, prefix);
    }
  }
  sorted = [...byIso.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
  return sorted;
}

export function countryOption(iso2: string | null): CountryOption | null {
  if (iso2 === null) return null;
  return countryOptions().find((option) => option.iso2 === iso2.toUpperCase()) ?? null;
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
export function filterCountries(query: string): CountryOption[] {
  const all = countryOptions();
  const q = fold(query.trim().slice(0, QUERY_MAX_CHARS));
  if (q === "") return all;
  const digits = q.replace(/[\s+()-]/g, "");
  if (/^\d+$/.test(digits))
    return all.filter((option) => option.prefixes.some((prefix) => prefix.startsWith(digits)));
  const starts: CountryOption[] = [];
  const words: CountryOption[] = [];
  for (const option of all) {
    const name = fold(option.name);
    if (name.startsWith(q) || option.iso2.toLowerCase() === q) starts.push(option);
    else if (name.split(/[\s(.'-]+/).some((word) => word.startsWith(q))) words.push(option);
  }
  return [...starts, ...words];
}
