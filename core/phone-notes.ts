import type { CountryCode, PhoneNumber } from "libphonenumber-js/core";
import {
  countryName,
  type PhoneCorrectionCode,
  type PhoneNote,
  type PhoneWarningCode,
} from "./phone-reading";

/**
 * What a reading tells the person (core/phone-number.ts reads the number): the corrections made
 * to what they typed, and the warnings about the number itself. `abroad` formats the number for
 * dialling from abroad once, and only when a note shows it (formatting costs as much as a read).
 */
export interface NotedReading {
  number: PhoneNumber;
  /** The international call prefix read from a national-style input, if one was. */
  internationalPrefix: string | null;
  /** The country the number was typed in, when it is a national number of it. */
  home: CountryCode | undefined;
  /** What was typed before the national number (a trunk prefix, the calling code), null when rewritten. */
  dropped: string | null;
  country: string | null;
  abroad: () => string;
}

export function internationalPrefixNote(prefix: string): PhoneNote<PhoneCorrectionCode> {
  return {
    code: "international_prefix",
    message: `We read ${prefix} as the international call prefix.`,
    values: { prefix },
  };
}

/** `international`: the number as dialled from abroad (PhoneNumber.formatInternational). */
export function missingPlusNote(international: string): PhoneNote<PhoneCorrectionCode> {
  return {
    code: "missing_plus",
    message: `We read this as an international number: ${international}.`,
    values: { number: international },
  };
}

export function correctionNotes(
  read: NotedReading,
  earlier: readonly PhoneNote<PhoneCorrectionCode>[],
): PhoneNote<PhoneCorrectionCode>[] {
  const { home, dropped, country, abroad } = read;
  const callingCode = read.number.countryCallingCode;
  const corrections = [...earlier];
  if (read.internationalPrefix !== null) corrections.push(internationalPrefixNote(read.internationalPrefix));
  if (home !== undefined && dropped?.startsWith(callingCode)) {
    // Typed with its country code but without the + (the country's own code, so libphonenumber took it off).
    corrections.push(missingPlusNote(abroad()));
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
  return corrections;
}

/** At most one warning: a number of no country, outside the known ranges, a landline or a special kind. */
export function warningNotes(
  read: Pick<NotedReading, "number" | "country" | "abroad">,
  valid: boolean,
  type: ReturnType<PhoneNumber["getType"]>,
): PhoneNote<PhoneWarningCode>[] {
  const { country, abroad } = read;
  if (read.number.isNonGeographic())
    return [
      { code: "non_geographic", message: "This number belongs to no country: check that it has WhatsApp." },
    ];
  if (!valid)
    return [
      {
        code: "unknown_range",
        message: `${abroad()} is not in a range ${country === null ? "" : `${countryName(country)} `}numbers are known to use: check the digits.`,
        values: { number: abroad(), place: country === null ? "none" : "country", country: country ?? "" },
      },
    ];
  if (type === "FIXED_LINE")
    return [
      {
        code: "fixed_line",
        message:
          "This looks like a landline: the link works only if the number has WhatsApp (WhatsApp Business runs on landlines).",
      },
    ];
  if (type !== undefined && type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE")
    return [
      {
        code: "special_number",
        message: `This looks like a ${type.toLowerCase().replaceAll("_", " ")} number: check that it has WhatsApp.`,
        values: { kind: type.toLowerCase() },
      },
    ];
  return [];
}
