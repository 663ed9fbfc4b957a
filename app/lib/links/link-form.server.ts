import { API_ERRORS, type ApiErrorCode, errorStatus } from "#core/errors";
import { type Checked, checkShortenRequest, type ShortenInput } from "#core/shorten-input";

/** What the person typed, sent back with errors so a form without JavaScript keeps it. */
export interface LinkFormValues {
  phone: string;
  message: string;
  alias: string;
  /** ISO 3166-1 alpha-2 for a number typed without its country code (a hidden or chosen field; "" when none). */
  country: string;
}

export interface LinkFormProblem {
  field: "phone" | "alias" | "message" | "form";
  code: ApiErrorCode;
  message: string;
}

/** The HTTP status a form answer with this problem gets: the API's, from the one error table. */
export function statusForProblem(problem: LinkFormProblem): number {
  return errorStatus(problem.code);
}

function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function readLinkFormValues(form: FormData): LinkFormValues {
  return {
    phone: textField(form, "phone"),
    message: textField(form, "message"),
    alias: textField(form, "alias"),
    country: textField(form, "country"),
  };
}

const FIELD_OF: Partial<Record<ApiErrorCode, LinkFormProblem["field"]>> = {
  invalid_phone: "phone",
  invalid_url: "phone",
  invalid_request: "phone",
  invalid_alias: "alias",
  alias_reserved: "alias",
  alias_taken: "alias",
  message_too_long: "message",
};

export function linkFormProblem(error: ApiErrorCode, message?: string): LinkFormProblem {
  return { field: FIELD_OF[error] ?? "form", code: error, message: message ?? API_ERRORS[error] };
}

/**
 * The same rules as POST /api/shorten (core's checkShortenRequest): number (read
 * with the optional country), message and, when `withAlias`, the optional alias
 * with its reserved words.
 */
export function checkLinkForm(values: LinkFormValues, withAlias: boolean): Checked<ShortenInput> {
  return checkShortenRequest(linkFormFields(values, withAlias));
}

/** The form's fields as the creation operation and checkShortenRequest read them. */
export function linkFormFields(values: LinkFormValues, withAlias: boolean): Record<string, string> {
  return {
    phone: values.phone,
    message: values.message,
    country: values.country,
    ...(withAlias ? { alias: values.alias } : {}),
  };
}
