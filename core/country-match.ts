import { COUNTRY_CODE_ROWS } from "./country-codes.generated";

export interface CallingCountry {
  /** Digits after the plus, e.g. "1876". */
  prefix: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. "JM". */
  iso2: string;
  name: string;
}

const BY_PREFIX = new Map<string, CallingCountry>(
  COUNTRY_CODE_ROWS.map(([prefix, iso2, name]) => [prefix, { prefix, iso2, name }]),
);

/** Longest prefix the matcher tries (docs/product.md, generator and limits: 4 down to 1 digits). */
export const MAX_PREFIX_DIGITS = 4;

/**
 * The country of a number as typed: after the plus sign, try the first 4, 3, 2,
 * then 1 digits against the table, so "+1 876…" is Jamaica before "+1" is the USA.
 * Without a plus sign there is no country code to read.
 */
export function matchCountry(typed: string): CallingCountry | null {
  const trimmed = typed.trimStart();
  if (!trimmed.startsWith("+")) return null;
  const digits = trimmed.slice(1).replace(/\D/g, "");
  for (let length = Math.min(MAX_PREFIX_DIGITS, digits.length); length >= 1; length--) {
    const found = BY_PREFIX.get(digits.slice(0, length));
    if (found) return found;
  }
  return null;
}

export function countryByPrefix(prefix: string): CallingCountry | null {
  return BY_PREFIX.get(prefix.replace(/\D/g, "")) ?? null;
}

export const COUNTRY_COUNT = BY_PREFIX.size;
