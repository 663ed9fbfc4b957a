import type { PhoneReadingOk, PhoneReadingProblem } from "./phone-number";
import { readPhoneNumber } from "./phone-number-max";

/**
 * Judges a number already stored on a link (its digits, country code first, as
 * wa.me takes them). Links made before numbers were read with libphonenumber
 * (docs/decisions/0090) may hold a trunk 0 after the country code, a national
 * number, a digit too many or too few: wa.me cannot open a chat with those.
 * This only judges and suggests; nothing here changes a stored number (the
 * owner's click does, docs/decisions/0098).
 */

export type StoredNumberReason =
  /** Not digits at all (never written by our code; a hand-edited row). */
  | "not_digits"
  /** +44 0 7911…: the trunk prefix dialled only inside the country. */
  | "trunk_prefix"
  /** Written as dialled inside the country, not from abroad (Argentina's 15 for 9, and the like). */
  | "national_form"
  /** 00 44 … or 011 44 …: the international call prefix stored as if it were the country code. */
  | "international_prefix"
  /** +44 44 7911…: the country code typed twice. */
  | "country_code_twice"
  | "wrong_length"
  | "unknown_calling_code";

export interface StoredNumberSuggestion {
  /** "+447911123456" */
  e164: string;
  /** "447911123456", what the link would store. */
  digits: string;
  /** "+44 7911 123456" */
  formatted: string;
}

export type StoredNumberCheck =
  | { ok: true }
  | {
      ok: false;
      reason: StoredNumberReason;
      /** What is wrong, in a sentence (English), for the owner and the operator. */
      message: string;
      /** The values the sentence names, so a page can say it in another language. */
      values: StoredNumberValues;
      /** For a wrong length or an unknown country code: the number's reading, said by its own rules. */
      reading?: PhoneReadingProblem;
      /** The number it evidently was meant to be (a valid number), or null when no fix is evident. */
      suggestion: StoredNumberSuggestion | null;
    };

export interface StoredNumberValues {
  /** Characters stored (not_digits). */
  length?: number;
  /** The trunk digits dialled inside the country (trunk_prefix). */
  dropped?: string;
  /** The country calling code, digits only. */
  callingCode?: string;
  /** The international call prefix typed first (international_prefix). */
  prefix?: string;
}

/** Longer than any E.164 number (15 digits) with room for a stray prefix; beyond that nothing is read. */
export const STORED_DIGITS_MAX = 24;

/** International call prefixes that people type before the country code (Europe and most of the world; North America). */
const INTERNATIONAL_PREFIXES = ["00", "011"] as const;

/**
 * Ok when `+digits` is a possible number and exactly what is stored. Otherwise
 * why not, and a suggested number when one is evident: libphonenumber's own
 * reading when it differs from what is stored (trunk prefix, national form), or,
 * for a refused number, dropping a leading 00/011 or a repeated country code, when
 * that gives a valid number. At most five readings of at most 24 digits (~0.2 ms each,
 * ~1 ms at worst: docs/decisions/0090).
 */
export function checkStoredNumber(stored: string): StoredNumberCheck {
  if (stored.length > STORED_DIGITS_MAX || !/^\d+$/.test(stored))
    return {
      ok: false,
      reason: "not_digits",
      message:
        stored.length > STORED_DIGITS_MAX
          ? `This number is ${stored.length} characters long; no phone number has more than 15 digits.`
          : "This number is not written in digits.",
      values: { length: stored.length },
      suggestion: null,
    };

  const reading = readPhoneNumber(`+${stored}`);
  if (reading.ok) {
    if (reading.digits === stored) return { ok: true };
    const national = stored.slice(reading.callingCode.length);
    const meant = reading.digits.slice(reading.callingCode.length);
    const dropped = national.endsWith(meant) ? national.slice(0, national.length - meant.length) : null;
    return {
      ok: false,
      ...(dropped !== null && dropped !== ""
        ? {
            reason: "trunk_prefix" as const,
            message: `The ${dropped} after +${reading.callingCode} is dialled only for calls inside the country; WhatsApp needs the number without it.`,
            values: { dropped, callingCode: reading.callingCode },
          }
        : {
            reason: "national_form" as const,
            message: `This is how the number is dialled inside the country (+${reading.callingCode}); WhatsApp needs it as dialled from abroad.`,
            values: { callingCode: reading.callingCode },
          }),
      suggestion: isValidReading(reading) ? suggestionOf(reading) : null,
    };
  }

  for (const prefix of INTERNATIONAL_PREFIXES) {
    if (!stored.startsWith(prefix)) continue;
    const rest = validReading(stored.slice(prefix.length));
    if (rest !== null)
      return {
        ok: false,
        reason: "international_prefix",
        message: `${prefix} is the international call prefix, not part of the number: WhatsApp needs the country code first.`,
        values: { prefix },
        suggestion: suggestionOf(rest),
      };
  }

  const once = withoutRepeatedCallingCode(stored);
  if (once !== null)
    return {
      ok: false,
      reason: "country_code_twice",
      message: `The country code +${once.callingCode} is written twice.`,
      values: { callingCode: once.callingCode },
      suggestion: suggestionOf(once),
    };

  return {
    ok: false,
    reason: reading.problem === "unknown_calling_code" ? "unknown_calling_code" : "wrong_length",
    message: reading.message,
    values: {},
    reading,
    suggestion: null,
  };
}

/** `+digits` read as a valid number (not just possible), or null. */
function validReading(digits: string): PhoneReadingOk | null {
  if (digits.length === 0) return null;
  const reading = readPhoneNumber(`+${digits}`);
  return reading.ok && isValidReading(reading) ? reading : null;
}

/** In a range known to be in use: a suggestion must be a number, not merely a length. */
function isValidReading(reading: PhoneReadingOk): boolean {
  return !reading.warnings.some((w) => w.code === "unknown_range" || w.code === "non_geographic");
}

/** "44 44 7911…" read with the country code once, when that is a valid number with that same code. */
function withoutRepeatedCallingCode(stored: string): PhoneReadingOk | null {
  for (let length = 1; length <= 3; length++) {
    const code = stored.slice(0, length);
    if (!stored.startsWith(code, length)) continue;
    const once = validReading(stored.slice(length));
    if (once !== null && once.callingCode === code) return once;
  }
  return null;
}

function suggestionOf(reading: PhoneReadingOk): StoredNumberSuggestion {
  return { e164: reading.e164, digits: reading.digits, formatted: reading.internationalFormatted };
}
