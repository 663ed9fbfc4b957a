import * as ar from "./error-messages/ar";
import * as en from "./error-messages/en";
import * as es419 from "./error-messages/es-419";
import * as hi from "./error-messages/hi";
import * as id from "./error-messages/id";
import * as ptBR from "./error-messages/pt-BR";
import type { ErrorDetailKey, ErrorDetails, ErrorMessages } from "./error-messages/types";
import { API_ERRORS, type ApiErrorCode } from "./errors";
import type { Locale } from "./locales";

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
