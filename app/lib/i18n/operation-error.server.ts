import { localizedErrorMessage } from "#core/error-messages";
import { API_ERRORS, type ApiErrorCode } from "#core/errors";
import type { Locale } from "#core/locales";

/**
 * An operation's refusal as a dashboard page says it: the same sentence the REST API answers in
 * that language (core/errors.ts's table and core/error-messages/), so every front door words a
 * code alike. English keeps the operation's own message when it gave one (it may name a field or
 * a limit); another language gets its translation when the catalogue has it, else the code's own.
 */
export function operationErrorText(locale: Locale, code: ApiErrorCode, message?: string): string {
  return localizedErrorMessage(code, message ?? API_ERRORS[code], locale);
}
