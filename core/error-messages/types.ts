import type { ApiErrorCode } from "../errors";
import type { PhoneProblem } from "../phone-number";

/** Every error code's `message` in one language: a missing code is a type error. */
export type ErrorMessages = Readonly<Record<ApiErrorCode, string>>;

/**
 * What the generator says itself, before or instead of a server message. Plain text except
 * where a value goes in: `rateLimited` is ICU MessageFormat (filled by the app's formatMessage,
 * plural rules by language); `aliasCharacters` and `aliasTry` take `{characters}` and
 * `{suggestion}`, filled in core (core/alias.ts), so they must not use other ICU syntax.
 */
export interface GeneratorMessages {
  emptyPhone: string;
  aliasTooShort: string;
  aliasUnavailable: string;
  requestFailed: string;
  /** The same text as the error code's (its own key keeps the other codes' texts out of the browser bundle). */
  messageTooLong: string;
  /** ICU: `{seconds}` to wait, from Retry-After. */
  rateLimited: string;
  /** When the server did not say how long. */
  rateLimitedMinute: string;
  aliasCharacters: string;
  aliasTry: string;
  /** How a space is named when it is one of the refused characters. */
  space: string;
}

/**
 * The server's more precise English messages that other languages also write (the ones whose
 * code's own message would say something else, e.g. a phone-check limit is not a link limit).
 */
export type ErrorDetailKey =
  | "phoneChecksLimited"
  | "qrDrawsLimited"
  | "qrDrawing"
  | "accountLinksLimited"
  /** The dashboard's new-link form, when the account's hourly limit is reached. */
  | "formLinksLimited"
  | "linkNotFound"
  | "aliasLengthOnDomain"
  | "aliasShortOwnDomain";
export type ErrorDetails = Readonly<Record<ErrorDetailKey, string>>;

/**
 * Why `/api/phone` refuses a number (core/phone-number.ts PhoneProblem), in one language. Plain
 * text with `{name}` filled by core/error-messages.ts phoneProblemMessage: `{max}`, `{length}`,
 * `{character}`, `{country}` (a code as typed), `{prefix}`, and for `wrong_length` `{country}`
 * (a name), `{callingCode}`, `{lengths}` (a list) and `{count}`.
 */
export type PhoneProblemMessages = Readonly<Record<PhoneProblem, string>>;
