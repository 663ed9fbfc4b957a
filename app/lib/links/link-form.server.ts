import { type ApiErrorCode, errorStatus } from "#core/errors";
import type { Locale } from "#core/locales";
import { type Checked, checkShortenRequest, type ShortenInput } from "#core/shorten-input";
import { MAX_AGENTS_PER_LINK } from "#core/team-link";
import { AGENT_ID_MAX } from "#core/team-link-input";
import { type OperationRefusal, refusalText } from "../i18n/operation-error.server";

/** What the person typed, sent back with errors so a form without JavaScript keeps it. */
export interface LinkFormValues {
  phone: string;
  message: string;
  alias: string;
  /** ISO 3166-1 alpha-2 for a number typed without its country code (a hidden or chosen field; "" when none). */
  country: string;
  /** "team": the link shares its chats among agents (the fields below) instead of one number. */
  kind: "number" | "team";
  agents: string[];
  rotation: string;
  fallbackAgent: string;
  /** QR codes the site draws for the link carry `?ref=qr` (the checkbox; absent from an older page: on). */
  qrRef: boolean;
}

export interface LinkFormProblem {
  field: "phone" | "alias" | "message" | "agents" | "form";
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

/** More than any team may hold (MAX_AGENTS_PER_LINK), so a too-long list is refused by the rule, not cut. */
const AGENT_FIELDS_READ = MAX_AGENTS_PER_LINK + 1;

export function readLinkFormValues(form: FormData): LinkFormValues {
  const agents = form
    .getAll("agents")
    .slice(0, AGENT_FIELDS_READ)
    .filter((value): value is string => typeof value === "string")
    .map((value) => value.slice(0, AGENT_ID_MAX));
  return {
    phone: textField(form, "phone"),
    message: textField(form, "message"),
    alias: textField(form, "alias"),
    country: textField(form, "country"),
    kind: textField(form, "kind") === "team" ? "team" : "number",
    agents,
    rotation: textField(form, "rotation").slice(0, 20),
    fallbackAgent: textField(form, "fallbackAgent").slice(0, AGENT_ID_MAX),
    // The form says it showed the box; an unticked box then sends nothing.
    qrRef: form.get("qrRefShown") === null || form.get("qrRef") !== null,
  };
}

/** A team link's fields as the creation operation reads them (the REST API's shape). */
export function teamLinkFields(values: LinkFormValues, withAlias: boolean): Record<string, unknown> {
  return {
    agents: values.agents,
    rotation: values.rotation === "" ? "round_robin" : values.rotation,
    ...(values.fallbackAgent === "" ? {} : { fallbackAgent: values.fallbackAgent }),
    message: values.message,
    qrRef: values.qrRef,
    ...(withAlias ? { alias: values.alias } : {}),
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
  invalid_agents: "agents",
};

/** The field a refusal belongs to and its sentence in the page's language. */
export function linkFormProblem(locale: Locale, refusal: OperationRefusal): LinkFormProblem {
  const code = refusal.error;
  return { field: FIELD_OF[code] ?? "form", code, message: refusalText(locale, refusal) };
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
