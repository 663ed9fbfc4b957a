import type { Locale } from "#core/locales";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem } from "#core/password-rules";
import { requestLocale } from "#core/request-locale";
import type { CatalogueModules } from "../../content/catalogue";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage, type MessageValues } from "../i18n/format-message";

export type AccountCopy = CatalogueModules["ACCOUNT"];

/** The account copy in a request's language (the page's URL), with its message formatter. */
export function accountCopyFor(request: Request): {
  locale: Locale;
  copy: AccountCopy;
  format: (message: string, values?: MessageValues) => string;
} {
  const locale = requestLocale(request);
  return {
    locale,
    copy: catalogue(locale).ACCOUNT,
    format: (message, values) => formatMessage(locale, message, values),
  };
}

/** A refused password's reason in the page's language. */
export function passwordProblemText(
  { copy, format }: Pick<ReturnType<typeof accountCopyFor>, "copy" | "format">,
  problem: PasswordProblem,
): string {
  return format(copy.passwordProblems[problem], { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
}

/** Whole minutes until a throttled form may be tried again (at least one), for "{minutes, plural, …}". */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** What an account page's loader sends: its own copy and the shared field labels, in the page's language. */
export function accountPageCopy<
  K extends Exclude<keyof AccountCopy, "fields" | "errors" | "passwordProblems">,
>(request: Request, page: K): { copy: AccountCopy[K]; fields: AccountCopy["fields"] } {
  const { copy } = accountCopyFor(request);
  return { copy: copy[page], fields: copy.fields };
}
