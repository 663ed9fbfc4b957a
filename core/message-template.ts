import { MESSAGE_MAX_LENGTH } from "./limits";
import { countCharacters } from "./message-format";
import { cleanText } from "./text";
import { normaliseMessage } from "./whatsapp-url";

/**
 * Message templates: a workspace's saved messages that the link forms start from. A body
 * follows a link message's rules (cleanText, MESSAGE_MAX_LENGTH) and may hold the
 * variables of core/team-link.ts, filled at each click.
 */
export const TEMPLATE_NAME_MAX = 60;
export const MAX_TEMPLATES_PER_WORKSPACE = 100;
/** `tpl_` + 16 hex digits. */
export const TEMPLATE_ID_PATTERN = /^tpl_[0-9a-f]{16}$/;
/** Bounds the work before the rules: a pasted novel is refused without being measured twice. */
const RAW_MAX = 20_000;

export interface TemplateInput {
  name: string;
  body: string;
}

export type TemplateProblem = "name_missing" | "name_too_long" | "body_missing" | "body_too_long";

export type CheckedTemplate =
  | { ok: true; value: TemplateInput }
  | { ok: false; field: "name" | "body"; problem: TemplateProblem };

/** The name trimmed (1–60 characters) and the body cleaned as a link's message is (1–1,000). */
export function checkTemplate(raw: { name: unknown; body: unknown }): CheckedTemplate {
  const name =
    typeof raw.name === "string" ? cleanText(raw.name.slice(0, RAW_MAX)).replace(/\s+/g, " ").trim() : "";
  if (name === "") return { ok: false, field: "name", problem: "name_missing" };
  if (countCharacters(name) > TEMPLATE_NAME_MAX)
    return { ok: false, field: "name", problem: "name_too_long" };
  const rawBody = typeof raw.body === "string" ? raw.body : "";
  if (rawBody.length > RAW_MAX) return { ok: false, field: "body", problem: "body_too_long" };
  const body = normaliseMessage(cleanText(rawBody));
  if (body === undefined) return { ok: false, field: "body", problem: "body_missing" };
  if (countCharacters(body) > MESSAGE_MAX_LENGTH)
    return { ok: false, field: "body", problem: "body_too_long" };
  return { ok: true, value: { name, body } };
}
