import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  type MetadataJson,
  ParseError,
  type PhoneNumber,
  type PhoneNumberType,
  parsePhoneNumberWithError,
} from "libphonenumber-js/core";
import { matchCountry } from "./country-match";
import { GENERATOR_ERROR_ADVICE } from "./generator-errors";

/**
 * Reads a phone number the way people type it, with libphonenumber's rules
 * (docs/decisions/0090): trunk prefix after the country code, international call
 * prefixes, national numbers with a country, any Unicode decimal digits. The link
 * is built from the E.164 digits it returns; an impossible number gets a problem
 * that says what is wrong and for which country. The metadata is a parameter so
 * the browser and the server can choose their own set (docs/decisions/0091).
 */

/** Longer than any number anyone types with its spaces; bounds the work before anything else runs. */
export const PHONE_INPUT_MAX_LENGTH = 64;

/** libphonenumber's own limit on a national significant number. */
const NATIONAL_NUMBER_MAX_DIGITS = 17;

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

const EMPTY_MESSAGE = "Enter a phone number (with its country code) or a WhatsApp link.";

/** A reader bound to one metadata set (min in the browser, max on the server: docs/decisions/0091). */
export function phoneNumberReader(metadata: MetadataJson): PhoneNumberReader {
  return (typed, country) => readPhoneNumberWith(metadata, typed, country);
}

export function readPhoneNumberWith(metadata: MetadataJson, typed: string, country?: string): PhoneReading {
  if (typed.length > PHONE_INPUT_MAX_LENGTH)
    return problem(
      "input_too_long",
      `That is too long for a phone number: at most ${PHONE_INPUT_MAX_LENGTH} characters, this has ${typed.length}.`,
      { max: String(PHONE_INPUT_MAX_LENGTH), length: String(typed.length) },
    );
  const scanned = scanTyped(typed);
  if (!scanned.ok) return scanned;
  const { plus, digits } = scanned;
  if (digits.length === 0) return problem("empty", EMPTY_MESSAGE);

  let region: CountryCode | undefined;
  if (country !== undefined && country !== "") {
    const upper = country.toUpperCase();
    if (!isSupportedCountry(upper as CountryCode, metadata))
      return problem(
        "unknown_country",
        `"${country}" is not a country code we know (use ISO codes such as GB or US).`,
        { country },
      );
    region = upper as CountryCode;
  }

  const notes: PhoneNote<PhoneCorrectionCode>[] = [];
  if (scanned.converted)
    notes.push({
      code: "digits_converted",
      message: `We read the digits as ${plus ? "+" : ""}${digits}.`,
      values: { digits: `${plus ? "+" : ""}${digits}` },
    });

  // A + means the country code follows, whatever country was chosen (which then only names it).
  if (plus) return finish(metadata, attempt(metadata, digits, undefined), notes, undefined, region);

  if (region !== undefined) {
    const national = attempt(metadata, digits, region);
    if (national.ok) return finish(metadata, national, notes, region, region);
    // "00 44 …" typed where the international prefix is another one (011 in North America).
    if (digits.startsWith("00")) {
      const viaZeroZero = attempt(metadata, digits.slice(2), undefined);
      if (viaZeroZero.ok)
        return finish(metadata, viaZeroZero, [...notes, internationalPrefixNote("00")], undefined, region);
    }
    // A full international number without its +: taken only when it is a known valid number.
    if (!digits.startsWith("0")) {
      const international = attempt(metadata, digits, undefined);
      if (international.ok && international.valid)
        return finish(
          metadata,
          international,
          [...notes, missingPlusNote(international.number)],
          undefined,
          region,
        );
    }
    return national;
  }

  if (digits.startsWith("00"))
    return finish(
      metadata,
      attempt(metadata, digits.slice(2), undefined),
      [...notes, internationalPrefixNote("00")],
      undefined,
    );
  if (digits.startsWith("0"))
    return problem(
      "no_country_code",
      "This number has no country code: start it with + and the country code (for example +44 7911 123456), or choose its country.",
    );
  // Digits without + or country: the wa.me convention (and the documented API) reads them as international.
  // Failing that, the likeliest mistake is a missing country code, and the catalogue's message says so.
  const international = attempt(metadata, digits, undefined);
  if (!international.ok) return problem("no_country_code", GENERATOR_ERROR_ADVICE.invalid_phone);
  return finish(metadata, international, notes, undefined);
}

type Attempt =
  | {
      ok: true;
      number: PhoneNumber;
      /** The digits typed for the number after its country code (or its international prefix and country code). */
      typedNational: string;
      /** The international call prefix read from a national-style input, if one was. */
      internationalPrefix: string | null;
      /** `number.getType()`, read once (each call matches the number against its country's patterns again). */
      type: ReturnType<PhoneNumber["getType"]>;
      valid: boolean;
    }
  | PhoneReadingProblem;

/**
 * One reading: `digits` after a + (region undefined) or as dialled in `region`
 * (national, or with that country's international call prefix). Ok only when the
 * length is possible and no near number of another length is the one meant.
 */
function attempt(metadata: MetadataJson, digits: string, region: CountryCode | undefined): Attempt {
  const text = region === undefined ? `+${digits}` : digits;
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(text, { defaultCountry: region, extract: false }, metadata);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return unparsed(metadata, digits, region, error.message);
  }
  const callingCode = number.countryCallingCode;
  const internationalPrefix = region === undefined ? null : internationalPrefixOf(metadata, digits, number);
  const home = homeRegion(metadata, region, internationalPrefix, callingCode);
  const typedNational =
    region === undefined
      ? digits.slice(callingCode.length)
      : internationalPrefix !== null
        ? digits.slice(internationalPrefix.length + callingCode.length)
        : digits;
  // What validatePhoneNumberLength checks, without parsing the text a second time.
  if (!number.isPossible()) return lengthProblem(metadata, callingCode, number.nationalNumber, home);
  // With types in the metadata (max), valid means a type was found; the min metadata has none.
  const type = number.getType();
  const valid = type !== undefined || number.isValid();
  if (!valid) {
    // Possible but in no known range: refused when a number one or two digits longer or shorter would be valid (a digit dropped or doubled).
    const near = nearValidLengths(metadata, callingCode, number.nationalNumber);
    if (near !== null && !near.lengths.includes(number.nationalNumber.length))
      return lengthProblem(metadata, callingCode, number.nationalNumber, home, near);
  }
  return { ok: true, number, typedNational, internationalPrefix, type, valid };
}

/** Which leading digits were the international call prefix: the shortest that, replaced by +, reads as the same number. */
function internationalPrefixOf(metadata: MetadataJson, digits: string, number: PhoneNumber): string | null {
  for (let length = 1; length <= 5 && length < digits.length; length++) {
    const rest = digits.slice(length);
    if (!rest.startsWith(number.countryCallingCode)) continue;
    try {
      if (parsePhoneNumberWithError(`+${rest}`, { extract: false }, metadata).number === number.number)
        return digits.slice(0, length);
    } catch {
      // not this split
    }
  }
  return null;
}

function unparsed(
  metadata: MetadataJson,
  digits: string,
  region: CountryCode | undefined,
  reason: string,
): PhoneReadingProblem {
  if (region !== undefined) {
    const callingCode = getCountryCallingCode(region, metadata);
    return lengthProblem(metadata, callingCode, digits.replace(/^0+/, ""), region);
  }
  const callingCode = callingCodeAtStart(metadata, digits);
  if (callingCode === null || reason === "INVALID_COUNTRY")
    return problem(
      "unknown_calling_code",
      `+${digits.slice(0, 3)}… does not start with a country calling code (like +44 or +1): check the digits after the +.`,
      { prefix: digits.slice(0, 3) },
    );
  return lengthProblem(metadata, callingCode, digits.slice(callingCode.length), undefined);
}

function callingCodeAtStart(metadata: MetadataJson, digits: string): string | null {
  for (let length = 1; length <= 3 && length <= digits.length; length++) {
    const candidate = digits.slice(0, length);
    if (
      metadata.country_calling_codes[candidate] !== undefined ||
      metadata.nonGeographic?.[candidate] !== undefined
    )
      return candidate;
  }
  return null;
}

interface NearLengths {
  kind: string;
  lengths: number[];
}

const KIND_OF_TYPE: Partial<Record<PhoneNumberType, string>> = {
  MOBILE: "mobile",
  FIXED_LINE: "landline",
};

/**
 * Lengths at which this national number, with up to two digits added or removed,
 * is a valid number, and what kind of number that is. Bounded: at most 20 + 18
 * candidates, only at lengths the plan allows. Null when none is valid.
 */
function nearValidLengths(metadata: MetadataJson, callingCode: string, national: string): NearLengths | null {
  const plan = new Metadata(metadata);
  plan.selectNumberingPlan(callingCode as CountryCode);
  const allowed = plan.numberingPlan?.possibleLengths() ?? [];
  const n = national.length;
  const kinds = new Map<string, Set<number>>();
  const consider = (candidate: string) => {
    // Parsed rather than constructed: only the parser finds which country of a shared calling code (+44: GB, GG, JE, IM) it is.
    let found: PhoneNumber;
    try {
      found = parsePhoneNumberWithError(`+${callingCode}${candidate}`, { extract: false }, metadata);
    } catch {
      return;
    }
    if (!found.isValid()) return;
    const type = found.getType();
    const kind = (type && KIND_OF_TYPE[type]) ?? "phone";
    const set = kinds.get(kind) ?? new Set<number>();
    set.add(candidate.length);
    kinds.set(kind, set);
  };
  for (const length of allowed) {
    const extra = length - n;
    if (extra === 1 || extra === 2) {
      // Ranges are told apart by their leading digits; the last ones are free, so ten fills per length are enough.
      for (let digit = 0; digit < 10; digit++) consider(national + String(digit).repeat(extra));
    } else if (extra === -1) {
      for (let at = 0; at < n; at++) consider(national.slice(0, at) + national.slice(at + 1));
    } else if (extra === -2) {
      consider(national.slice(0, length));
    }
  }
  if (kinds.size === 0) return null;
  // One kind names the number ("mobile"); several only say "phone".
  const lengths = [...new Set([...kinds.values()].flatMap((set) => [...set]))].sort((a, b) => a - b);
  return { kind: kinds.size === 1 ? ([...kinds.keys()][0] as string) : "phone", lengths };
}

function lengthProblem(
  metadata: MetadataJson,
  callingCode: string,
  national: string,
  region: CountryCode | undefined,
  near?: NearLengths,
): PhoneReadingProblem {
  const nearby =
    near ??
    (national.length <= NATIONAL_NUMBER_MAX_DIGITS
      ? nearValidLengths(metadata, callingCode, national)
      : null);
  let lengths = nearby?.lengths;
  if (lengths === undefined) {
    const plan = new Metadata(metadata);
    plan.selectNumberingPlan((region ?? callingCode) as CountryCode);
    lengths = plan.numberingPlan?.possibleLengths() ?? [];
  }
  const iso2 = region ?? countryOfCallingCode(metadata, callingCode, national);
  const name = iso2 === null ? `+${callingCode}` : countryName(iso2);
  const kind = nearby?.kind ?? "phone";
  const hint =
    region !== undefined ? ` If it is not a ${name} number, start it with + and its country code.` : "";
  return problem(
    "wrong_length",
    `${name} ${kind} numbers have ${listLengths(lengths)} digits after the country code +${callingCode}; this one has ${national.length}.${hint}`,
    { country: iso2 ?? "", callingCode, lengths: lengths.join(","), count: String(national.length) },
  );
}

/** "10", "9 or 10", "6 to 13", "8, 10 or 12". */
function listLengths(lengths: readonly number[]): string {
  if (lengths.length === 0) return "a different number of";
  const first = lengths[0] as number;
  const last = lengths[lengths.length - 1] as number;
  if (lengths.length === 1) return String(first);
  if (lengths.length > 2 && last - first === lengths.length - 1) return `${first} to ${last}`;
  return `${lengths.slice(0, -1).join(", ")} or ${last}`;
}

/**
 * Calling codes whose countries each have their own numbering plan inside one code
 * (NANP: the United States, Canada and the Caribbean by area code; +7: Russia and
 * Kazakhstan). Elsewhere a shared code's other regions (Guernsey, Jersey and the
 * Isle of Man in +44, Åland in +358) use ranges of the main country's plan.
 */
const OWN_PLAN_CALLING_CODES: ReadonlySet<string> = new Set(["1", "7"]);

/**
 * libphonenumber's country for the number, when it can place it and that names it
 * better than the prefix table (docs/decisions/0105): for the calling codes above,
 * or when it is the country the person gave. +44 7911 123456 is Guernsey to
 * libphonenumber (its ranges are Guernsey's), but to most who type it the United Kingdom.
 */
function preciseCountry(number: PhoneNumber, given: CountryCode | undefined): string | null {
  const placed = number.country;
  if (placed === undefined) return null;
  return OWN_PLAN_CALLING_CODES.has(number.countryCallingCode) || placed === given ? placed : null;
}

function countryOfCallingCode(metadata: MetadataJson, callingCode: string, national: string): string | null {
  const byPrefix = matchCountry(`+${callingCode}${national}`);
  if (byPrefix !== null) return byPrefix.iso2;
  return metadata.country_calling_codes[callingCode]?.[0] ?? null;
}

let regionNames: Intl.DisplayNames | null = null;

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

function finish(
  metadata: MetadataJson,
  read: Attempt,
  notes: PhoneNote<PhoneCorrectionCode>[],
  region: CountryCode | undefined,
  /** The country the person chose or was detected in, whatever the number's form: only names the number. */
  given?: CountryCode,
): PhoneReading {
  if (!read.ok) return read;
  const { number, typedNational, internationalPrefix, type, valid } = read;
  const callingCode = number.countryCallingCode;
  const national = number.nationalNumber;
  const home = homeRegion(metadata, region, internationalPrefix, callingCode);
  const country = number.isNonGeographic()
    ? null
    : (preciseCountry(number, given) ?? home ?? countryOfCallingCode(metadata, callingCode, national));
  const corrections = [...notes];
  if (internationalPrefix !== null) corrections.push(internationalPrefixNote(internationalPrefix));
  const dropped = typedNational.endsWith(national)
    ? typedNational.slice(0, typedNational.length - national.length)
    : null;
  // Formatting costs as much as reading the number again: done only when something shows it
  // (the import and the API read only the digits).
  let international: string | undefined;
  let nationalForm: string | undefined;
  const abroad = () => (international ??= number.formatInternational());
  if (home !== undefined && dropped?.startsWith(callingCode)) {
    // Typed with its country code but without the + (the country's own code, so libphonenumber took it off).
    corrections.push(missingPlusNote(number));
  } else if (home !== undefined) {
    // Named as the number is (a Toronto number typed in the US: "+1 for Canada", its code too).
    const added = `We added +${callingCode} for ${countryName(country ?? home)}`;
    const form = dropped === "" ? "plain" : dropped !== null ? "trunk" : "rewritten";
    corrections.push({
      code: "country_added",
      message:
        form === "plain"
          ? `${added}.`
          : form === "trunk"
            ? `${added} and removed the leading ${dropped}.`
            : `${added} and wrote the number the way it is dialled from abroad: ${abroad()}.`,
      values: { form, callingCode, country: country ?? home, dropped: dropped ?? "", number: abroad() },
    });
  } else if (dropped === null) {
    corrections.push({
      code: "national_rewritten",
      message: `We wrote the number the way it is dialled from abroad: ${abroad()}.`,
      values: { number: abroad() },
    });
  } else if (dropped !== "") {
    corrections.push({
      code: "trunk_prefix_removed",
      message: `We removed the ${dropped} after +${callingCode}.`,
      values: { dropped, callingCode },
    });
  }

  const warnings: PhoneNote<PhoneWarningCode>[] = [];
  if (number.isNonGeographic())
    warnings.push({
      code: "non_geographic",
      message: "This number belongs to no country: check that it has WhatsApp.",
    });
  else if (!valid)
    warnings.push({
      code: "unknown_range",
      message: `${abroad()} is not in a range ${country === null ? "" : `${countryName(country)} `}numbers are known to use: check the digits.`,
      values: { number: abroad(), place: country === null ? "none" : "country", country: country ?? "" },
    });
  else if (type === "FIXED_LINE")
    warnings.push({
      code: "fixed_line",
      message:
        "This looks like a landline: the link works only if the number has WhatsApp (WhatsApp Business runs on landlines).",
    });
  else if (type !== undefined && type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE")
    warnings.push({
      code: "special_number",
      message: `This looks like a ${type.toLowerCase().replaceAll("_", " ")} number: check that it has WhatsApp.`,
      values: { kind: type.toLowerCase() },
    });

  return {
    ok: true,
    e164: number.number,
    digits: number.number.slice(1),
    callingCode,
    country,
    countryName: country === null ? null : countryName(country),
    get nationalFormatted() {
      nationalForm ??= number.formatNational();
      return nationalForm;
    },
    get internationalFormatted() {
      return abroad();
    },
    corrections,
    warnings,
  };
}

function internationalPrefixNote(prefix: string): PhoneNote<PhoneCorrectionCode> {
  return {
    code: "international_prefix",
    message: `We read ${prefix} as the international call prefix.`,
    values: { prefix },
  };
}

function missingPlusNote(number: PhoneNumber): PhoneNote<PhoneCorrectionCode> {
  return {
    code: "missing_plus",
    message: `We read this as an international number: ${number.formatInternational()}.`,
    values: { number: number.formatInternational() },
  };
}

function problem(code: PhoneProblem, message: string, values?: Record<string, string>): PhoneReadingProblem {
  return values === undefined
    ? { ok: false, problem: code, message }
    : { ok: false, problem: code, message, values };
}

type Scanned = { ok: true; plus: boolean; digits: string; converted: boolean } | PhoneReadingProblem;

const DECIMAL_DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;
const DASH = /\p{Pd}/u;
const INVISIBLE = /\p{Cf}/u;
const PUNCTUATION = new Set([".", "(", ")", "[", "]", "/"]);
/** The longest run of consecutive decimal digit blocks in Unicode is 50 (mathematical digits). */
const DIGIT_RUN_LOOKBACK = 60;

/**
 * Digits of any script as 0–9 (by each character's place in its run of ten, so
 * no table of scripts), a + before the first digit, and the separators people
 * type; anything else is named back to the person.
 */
function scanTyped(typed: string): Scanned {
  const text = typed.normalize("NFKC");
  let plus = false;
  let digits = "";
  let converted = false;
  for (const char of text) {
    if (char >= "0" && char <= "9") {
      digits += char;
    } else if (DECIMAL_DIGIT.test(char)) {
      digits += String(digitValue(char));
      converted = true;
    } else if (char === "+") {
      if (plus || digits.length > 0)
        return problem(
          "misplaced_plus",
          "A + goes only at the start of the number, before the country code.",
        );
      plus = true;
    } else if (!(SPACE.test(char) || DASH.test(char) || INVISIBLE.test(char) || PUNCTUATION.has(char))) {
      return problem(
        "bad_character",
        `A phone number has only digits, spaces, dots, dashes, brackets and a leading +; remove "${char}".`,
        { character: char },
      );
    }
  }
  return { ok: true, plus, digits, converted };
}

/** Unicode decimal digits come in runs of ten from 0 to 9; adjacent runs are each ten long. */
function digitValue(char: string): number {
  const code = char.codePointAt(0) as number;
  let start = code;
  while (code - start < DIGIT_RUN_LOOKBACK && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/** The country the number was typed in, when it is a national number of that country (no international prefix). */
function homeRegion(
  metadata: MetadataJson,
  region: CountryCode | undefined,
  internationalPrefix: string | null,
  callingCode: string,
): CountryCode | undefined {
  return region !== undefined &&
    internationalPrefix === null &&
    callingCode === getCountryCallingCode(region, metadata)
    ? region
    : undefined;
}
