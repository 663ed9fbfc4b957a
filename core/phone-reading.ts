/**
 * What reading a phone number gives (core/phone-number.ts): the number with what was
 * corrected and what is worth a look, or the problem, each with an English message and
 * the values a translation fills in.
 */

export type PhoneProblem =
  | "empty"
  | "input_too_long"
  | "bad_character"
  | "misplaced_plus"
  | "no_country_code"
  | "unknown_country"
  | "unknown_calling_code"
  | "wrong_length";

export type PhoneCorrectionCode =
  | "digits_converted"
  | "international_prefix"
  | "missing_plus"
  | "country_added"
  | "trunk_prefix_removed"
  | "national_rewritten";

export type PhoneWarningCode = "unknown_range" | "fixed_line" | "special_number" | "non_geographic";

export interface PhoneNote<Code extends string> {
  code: Code;
  /** In English, for the API; the generator says it in its page's language from `code` and `values`. */
  message: string;
  /** What the message names (digits, a prefix, a country's ISO code), for a translation to fill in. */
  values?: Record<string, string>;
}

export interface PhoneReadingOk {
  ok: true;
  /** "+447911123456" */
  e164: string;
  /** "447911123456": what wa.me takes and what a link stores. */
  digits: string;
  callingCode: string;
  /**
   * ISO 3166-1 alpha-2: libphonenumber's country for +1 and +7 numbers or when it is
   * the country given, else the chosen country for a national number, else the
   * generator's prefix rule (core/country-match.ts); null for non-geographic numbers
   * (docs/decisions/0105).
   */
  country: string | null;
  countryName: string | null;
  nationalFormatted: string;
  internationalFormatted: string;
  /** What we changed from what was typed, to say so next to the result. */
  corrections: PhoneNote<PhoneCorrectionCode>[];
  /** Accepted, but worth a look (a landline, a range not known to be in use). */
  warnings: PhoneNote<PhoneWarningCode>[];
}

export interface PhoneReadingProblem {
  ok: false;
  problem: PhoneProblem;
  /** In English, for the API; other languages fill core/error-messages' PHONE_PROBLEMS with `values`. */
  message: string;
  values?: Record<string, string>;
}

export type PhoneReading = PhoneReadingOk | PhoneReadingProblem;

export type PhoneNumberReader = (typed: string, country?: string) => PhoneReading;

export function problem(
  code: PhoneProblem,
  message: string,
  values?: Record<string, string>,
): PhoneReadingProblem {
  return values === undefined
    ? { ok: false, problem: code, message }
    : { ok: false, problem: code, message, values };
}

let regionNames: Intl.DisplayNames | null = null;

/** A region's English name, for the English messages above. */
export function countryName(iso2: string): string {
  // Intl.DisplayNames#of costs microseconds a call; there are only ~250 regions to remember.
  let name = knownCountryNames.get(iso2);
  if (name !== undefined) return name;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    name = regionNames.of(iso2) ?? iso2;
  } catch {
    name = iso2;
  }
  if (knownCountryNames.size < 1000) knownCountryNames.set(iso2, name);
  return name;
}
const knownCountryNames = new Map<string, string>();
