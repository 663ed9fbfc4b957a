import * as ar from "./error-messages/ar";
import * as en from "./error-messages/en";
import * as es419 from "./error-messages/es-419";
import * as hi from "./error-messages/hi";
import * as id from "./error-messages/id";
import * as ptBR from "./error-messages/pt-BR";
import type {
  ErrorDetailKey,
  ErrorDetails,
  ErrorMessages,
  PhoneProblemMessages,
} from "./error-messages/types";
import { API_ERRORS, type ApiErrorCode } from "./errors";
import type { Locale } from "./locales";
import type { PhoneReadingProblem } from "./phone-number";

export type { ErrorDetailKey, ErrorDetails, ErrorMessages, GeneratorMessages } from "./error-messages/types";
export { GENERATOR_TEXT, generatorMessages } from "./generator-text";

/**
 * The `message` of every error code in every language. The `error` codes never change; only
 * the text a person reads follows the request's language (English is the spec's wording).
 */
export const ERROR_MESSAGES: Readonly<Record<Locale, ErrorMessages>> = {
  en: API_ERRORS,
  "pt-BR": ptBR.ERRORS,
  "es-419": es419.ERRORS,
  id: id.ERRORS,
  hi: hi.ERRORS,
  ar: ar.ERRORS,
};

/** The server's more precise messages in every language (English: the text the server sends). */
export const ERROR_DETAILS: Readonly<Record<Locale, ErrorDetails>> = {
  en: en.DETAILS,
  "pt-BR": ptBR.DETAILS,
  "es-419": es419.DETAILS,
  id: id.DETAILS,
  hi: hi.DETAILS,
  ar: ar.DETAILS,
};

const DETAIL_OF_ENGLISH: ReadonlyMap<string, ErrorDetailKey> = new Map(
  Object.entries(en.DETAILS).map(([key, text]) => [text, key as ErrorDetailKey]),
);

/**
 * An error body's message in `locale`: English as the server wrote it; elsewhere the precise
 * message when it is one of ERROR_DETAILS, else the code's own message (a field name or a
 * number the English named is left out rather than shown half in English).
 */
export function localizedErrorMessage(code: ApiErrorCode, english: string, locale: Locale): string {
  if (locale === "en") return english;
  const detail = DETAIL_OF_ENGLISH.get(english);
  return detail === undefined ? errorMessage(code, locale) : ERROR_DETAILS[locale][detail];
}

export function errorMessage(code: ApiErrorCode, locale: Locale): string {
  return ERROR_MESSAGES[locale][code];
}

/** Why a number is refused, in every language (core/phone-number.ts's problems). */
export const PHONE_PROBLEMS: Readonly<Record<Locale, PhoneProblemMessages>> = {
  en: en.PHONE_PROBLEMS,
  "pt-BR": ptBR.PHONE_PROBLEMS,
  "es-419": es419.PHONE_PROBLEMS,
  id: id.PHONE_PROBLEMS,
  hi: hi.PHONE_PROBLEMS,
  ar: ar.PHONE_PROBLEMS,
};

/**
 * A refused number's reason in `locale`: English as core/phone-number.ts wrote it; elsewhere its
 * problem's text with the values filled, the country named and the lengths listed by Intl.
 */
export function phoneProblemMessage(reading: PhoneReadingProblem, locale: Locale): string {
  if (locale === "en") return reading.message;
  const values: Record<string, string> = { ...reading.values };
  if (reading.problem === "wrong_length") {
    const iso2 = values.country ?? "";
    values.country = iso2 === "" ? `+${values.callingCode ?? ""}` : regionName(iso2, locale);
    const lengths = (values.lengths ?? "").split(",").filter((n) => n !== "");
    const number = new Intl.NumberFormat(locale);
    values.lengths = new Intl.ListFormat(locale, { type: "disjunction" }).format(
      lengths.map((n) => number.format(Number(n))),
    );
    values.count = number.format(Number(values.count ?? "0"));
  }
  return PHONE_PROBLEMS[locale][reading.problem].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

function regionName(iso2: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}
