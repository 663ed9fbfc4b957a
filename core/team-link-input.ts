import { z } from "zod";
import { type AliasScope, MAIN_HOST_SCOPE } from "./alias";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { countCharacters } from "./message-format";
import type { Checked } from "./shorten-input";
import { checkAliasInScope, SHORTEN_FIELD_MAX } from "./shorten-input";
import { MAX_AGENTS_PER_LINK, TEAM_ROTATIONS, type TeamRotation } from "./team-link";
import { cleanText } from "./text";
import { normaliseMessage } from "./whatsapp-url";

/**
 * A team link as people send it (REST API, dashboard): its agents in order, the rule that
 * chooses among them, an optional fallback, message, alias, and whether its QR codes carry
 * `?ref=qr`. Whether the agents are the workspace's is the server's check (domain/links).
 */

/** An agent id as the API shows it: `ag_` and 16 hex digits (bounded here, looked up later). */
export const AGENT_ID_MAX = 40;
const agentId = z.string().max(AGENT_ID_MAX);

export const teamLinkRequestSchema = z.strictObject({
  agents: z.array(agentId).max(MAX_AGENTS_PER_LINK * 5),
  rotation: z.enum(TEAM_ROTATIONS).optional(),
  fallbackAgent: agentId.nullable().optional(),
  message: z.string().max(SHORTEN_FIELD_MAX.message).optional(),
  alias: z.string().max(SHORTEN_FIELD_MAX.alias).optional(),
  qrRef: z.boolean().optional(),
});

/** What a team-link change may send (PATCH): its code and alias stay. */
export const teamLinkChangeSchema = teamLinkRequestSchema.omit({ alias: true }).extend({
  agents: teamLinkRequestSchema.shape.agents.optional(),
  message: z.string().max(SHORTEN_FIELD_MAX.message).nullable().optional(),
});

export interface TeamLinkInput {
  agents: string[];
  rotation: TeamRotation;
  fallbackAgent: string | null;
  message?: string;
  alias?: string;
  qrRef: boolean;
}

/** Fields a request to make a link may hold only for a team link. */
const TEAM_FIELDS = ["agents", "rotation", "fallbackAgent"] as const;
/** Fields a request to make a link may hold only for a one-number link. */
const NUMBER_FIELDS = ["phone", "url", "country"] as const;

const has = (raw: unknown, field: string) =>
  raw !== null && typeof raw === "object" && (raw as Record<string, unknown>)[field] !== undefined;

/** Whether a creation request asks for a team link (it names agents, a rotation or a fallback). */
export function isTeamLinkRequest(raw: unknown): boolean {
  return TEAM_FIELDS.some((field) => has(raw, field));
}

export const PHONE_OR_AGENTS_MESSAGE =
  'A link goes either to one number ("phone" or "url") or to a team ("agents"), never both.';

/** A request naming both a number and a team: refused, whichever way it is read. */
export function mixesNumberAndTeam(raw: unknown): boolean {
  return isTeamLinkRequest(raw) && NUMBER_FIELDS.some((field) => has(raw, field));
}

export const AGENTS_MESSAGE = `A team link takes 1 to ${MAX_AGENTS_PER_LINK} different agents of this workspace, by id.`;

/** The agents list: 1–MAX_AGENTS_PER_LINK, no id twice. */
export function checkAgentIds(ids: readonly string[]): Checked<string[]> {
  if (ids.length === 0 || ids.length > MAX_AGENTS_PER_LINK || new Set(ids).size !== ids.length)
    return { ok: false, error: "invalid_agents", message: AGENTS_MESSAGE };
  return { ok: true, value: [...ids] };
}

/** A link message: clean text, at most MESSAGE_MAX_LENGTH characters; empty means none. */
export function checkLinkMessage(raw: string): Checked<string | undefined> {
  const message = normaliseMessage(cleanText(raw));
  if (message === undefined) return { ok: true, value: undefined };
  const clean = cleanText(message);
  if (countCharacters(clean) > MESSAGE_MAX_LENGTH) return { ok: false, error: "message_too_long" };
  return { ok: true, value: clean };
}

/**
 * A creation request for a team link, checked but for whether its agents are the workspace's.
 * `scope`: the host the link is made on (its alias lengths).
 */
export function checkTeamLinkRequest(
  raw: unknown,
  scope: AliasScope = MAIN_HOST_SCOPE,
): Checked<TeamLinkInput> {
  if (mixesNumberAndTeam(raw))
    return { ok: false, error: "phone_or_agents", message: PHONE_OR_AGENTS_MESSAGE };
  const parsed = teamLinkRequestSchema.safeParse(raw);
  if (!parsed.success) return teamWireProblem(parsed.error.issues[0]);
  const request = parsed.data;
  const agents = checkAgentIds(request.agents);
  if (!agents.ok) return agents;
  const input: TeamLinkInput = {
    agents: agents.value,
    rotation: request.rotation ?? "round_robin",
    fallbackAgent: request.fallbackAgent ?? null,
    qrRef: request.qrRef ?? true,
  };
  if (request.message !== undefined) {
    const message = checkLinkMessage(request.message);
    if (!message.ok) return message;
    if (message.value !== undefined) input.message = message.value;
  }
  const alias = request.alias?.trim() ?? "";
  if (alias.length > 0) {
    const checked = checkAliasInScope(alias, scope);
    if (!checked.ok) return checked;
    input.alias = alias;
  }
  return { ok: true, value: input };
}

/** The first problem of a team-link request's wire shape, with the code of the field at fault. */
export function teamWireProblem(issue: z.core.$ZodIssue | undefined): Checked<never> {
  const field = issue?.path[0];
  if (issue?.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `"${key.slice(0, 50)}"`).join(", ");
    return { ok: false, error: "invalid_request", message: `A team link cannot set ${names}.` };
  }
  if (field === "agents") return { ok: false, error: "invalid_agents", message: AGENTS_MESSAGE };
  if (field === "fallbackAgent")
    return { ok: false, error: "invalid_agents", message: 'The field "fallbackAgent" is an agent id.' };
  if (field === "rotation")
    return {
      ok: false,
      error: "invalid_request",
      message: `The field "rotation" is one of ${TEAM_ROTATIONS.join(", ")}.`,
    };
  if (field === "message") return { ok: false, error: "message_too_long" };
  if (field === "alias") return { ok: false, error: "invalid_alias" };
  if (field === "qrRef")
    return { ok: false, error: "invalid_request", message: 'The field "qrRef" is true or false.' };
  return { ok: false, error: "invalid_request", message: "Send a team link as a JSON object." };
}

/** A creation request's `qrRef` (any link): true unless sent as false; anything but a boolean is refused. */
export function readQrRef(raw: unknown): Checked<boolean> {
  if (!has(raw, "qrRef")) return { ok: true, value: true };
  const value = (raw as Record<string, unknown>).qrRef;
  return typeof value === "boolean"
    ? { ok: true, value }
    : { ok: false, error: "invalid_request", message: 'The field "qrRef" is true or false.' };
}
