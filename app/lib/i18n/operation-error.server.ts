import { localizedErrorMessage, phoneProblemMessage } from "#core/error-messages";
import { API_ERRORS, type ApiErrorCode } from "#core/errors";
import type { Locale } from "#core/locales";
import type { PhoneReadingProblem } from "#core/phone-number";

/** What an operation answers when it refuses: its code, maybe a precise English message and a number's reading. */
export interface OperationRefusal {
  error: ApiErrorCode;
  message?: string;
  phone?: PhoneReadingProblem;
}

/**
 * An operation's refusal as a dashboard page says it: the same sentence the REST API answers in
 * that language (core/errors.ts's table and core/error-messages/), so every front door words a
 * code alike. English keeps the operation's own message when it gave one (it may name a field or
 * a limit); another language gets its translation when the catalogue has it, a refused number's
 * reason with its values filled, else the code's own message.
 */
export function operationErrorText(locale: Locale, code: ApiErrorCode, message?: string): string {
  return localizedErrorMessage(code, message ?? API_ERRORS[code], locale);
}

/**
 * operationErrorText for a whole refusal: a refused number said as precisely as the English
 * (its reason, values filled), unless the English is the code's own sentence anyway.
 */
export function refusalText(locale: Locale, refusal: OperationRefusal): string {
  const { error, message, phone } = refusal;
  if (locale !== "en" && phone !== undefined && message !== API_ERRORS[error])
    return phoneProblemMessage(phone, locale);
  return operationErrorText(locale, error, message);
}
