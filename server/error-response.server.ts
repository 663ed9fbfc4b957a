import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { localizedErrorMessage } from "#core/error-messages";
import type { ApiErrorBody } from "#core/errors";
import { DEFAULT_LOCALE, type Locale, preferredLocale } from "#core/locales";

/**
 * Every JSON error the server answers passes through here, so its `message` is written in the
 * request's language (Accept-Language, else English) while the `error` code stays the same for
 * programs. Only errors pay for reading the header: the redirect path never comes here.
 */

/** The language an error is answered in: the caller's preferred one we write, else English. */
export function errorLocale(c: Context): Locale {
  return preferredLocale(c.req.header("accept-language")) ?? DEFAULT_LOCALE;
}

/**
 * The body and headers of an error answer. In English a more precise message given by the
 * caller (naming a field, a limit) is kept; in another language it is translated when it is
 * one of core's ERROR_DETAILS, else the code's own translated message replaces it, so a reader
 * never gets half a sentence in English.
 */
export function errorAnswer<B extends ApiErrorBody>(
  c: Context,
  body: B,
  headers: Readonly<Record<string, string>> = {},
): { body: B; headers: Record<string, string> } {
  const locale = errorLocale(c);
  const localized =
    locale === DEFAULT_LOCALE
      ? body
      : { ...body, message: localizedErrorMessage(body.error, body.message, locale) };
  const vary = headers.Vary === undefined ? "Accept-Language" : `${headers.Vary}, Accept-Language`;
  return { body: localized, headers: { ...headers, "Content-Language": locale, Vary: vary } };
}

/** A JSON error answer (errorAnswer's body and headers) with this status. */
export function sendError<B extends ApiErrorBody>(
  c: Context,
  body: B,
  status: ContentfulStatusCode,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const answer = errorAnswer(c, body, headers);
  return c.json(answer.body, status, answer.headers);
}
