import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  type MetadataJson,
  ParseError,
  type PhoneNumber,
  parsePhoneNumberWithError,
} from "libphonenumber-js/core";
import { GENERATOR_ERROR_ADVICE } from "./generator-errors";
import { countryOfCallingCode, lengthProblem, nearValidLengths } from "./phone-length-problem";
import { correctionNotes, internationalPrefixNote, missingPlusNote, warningNotes } from "./phone-notes";
import {
  countryName,
  type PhoneCorrectionCode,
  type PhoneNote,
  type PhoneNumberReader,
  type PhoneReading,
  type PhoneReadingProblem,
  problem,
} from "./phone-reading";
import { scanTyped } from "./phone-typed-text";

export type {
  PhoneCorrectionCode,
  PhoneNote,
  PhoneNumberReader,
  PhoneProblem,
  PhoneReading,
  PhoneReadingOk,
  PhoneReadingProblem,
  PhoneWarningCode,
} from "./phone-reading";
export { countryName } from "./phone-reading";

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
          [...notes, missingPlusNote(international.number.formatInternational())],
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
  const dropped = typedNational.endsWith(national)
    ? typedNational.slice(0, typedNational.length - national.length)
    : null;
  // Formatting costs as much as reading the number again: done only when something shows it
  // (the import and the API read only the digits).
  let international: string | undefined;
  let nationalForm: string | undefined;
  const abroad = () => (international ??= number.formatInternational());
  const inCountry = () => (nationalForm ??= number.formatNational());
  const noted = { number, internationalPrefix, home, dropped, country, abroad };
  const corrections = correctionNotes(noted, notes);
  const warnings = warningNotes(noted, valid, type);

  return {
    ok: true,
    e164: number.number,
    digits: number.number.slice(1),
    callingCode,
    country,
    countryName: country === null ? null : countryName(country),
    get nationalFormatted() {
      return inCountry();
    },
    get internationalFormatted() {
      return abroad();
    },
    corrections,
    warnings,
  };
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
