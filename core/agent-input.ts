import { z } from "zod";
import type { ApiErrorCode } from "./errors";
import { countCharacters } from "./message-format";
import { type OpeningHours, openingHoursSchema } from "./opening-hours";
import { readPhoneNumber } from "./phone-number-max";
import type { Checked } from "./shorten-input";
import { AGENT_NAME_MAX, AGENT_WEIGHT_MAX, DEPARTMENT_MAX } from "./team-link";
import { cleanText } from "./text";
import { parseWhatsAppUrl, typedNumberOf } from "./whatsapp-url";

/**
 * An agent of a team link as people send it (REST API, dashboard form): the wire shape and
 * its rules, shared by the server and the browser. Lengths in the schema only bound the
 * work; the rules (AGENT_NAME_MAX after trimming, the phone rules) come after.
 */
export const AGENT_FIELD_MAX = { name: 1024, phone: 256, country: 16, department: 1024 } as const;

const country = z
  .string()
  .max(AGENT_FIELD_MAX.country)
  .trim()
  .regex(/^(?:[A-Za-z]{2})?$/);

/** Every field optional: a PATCH sends what changes; creation then requires name and phone. */
export const agentFieldsSchema = z.strictObject({
  name: z.string().max(AGENT_FIELD_MAX.name).optional(),
  phone: z.string().max(AGENT_FIELD_MAX.phone).optional(),
  /** ISO 3166-1 alpha-2 for a number typed without its country code; "" means none. */
  country: country.optional(),
  department: z.string().max(AGENT_FIELD_MAX.department).nullable().optional(),
  weight: z.number().int().min(1).max(AGENT_WEIGHT_MAX).optional(),
  active: z.boolean().optional(),
  /** null (or absent at creation): always open. */
  hours: z.unknown().optional(),
});

export type AgentRequest = z.infer<typeof agentFieldsSchema>;

/** An agent as stored: phone as digits (country code first), department null when none. */
export interface AgentFields {
  name: string;
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  hours: OpeningHours | null;
}

const COUNTRY_MESSAGE = 'The field "country" takes a two-letter ISO 3166-1 code, for example GB or US.';
const WEIGHT_MESSAGE = `The field "weight" is a whole number from 1 to ${AGENT_WEIGHT_MAX}.`;
const NAME_MESSAGE = `The agent's name is 1 to ${AGENT_NAME_MAX} characters.`;
const DEPARTMENT_MESSAGE = `A department is at most ${DEPARTMENT_MAX} characters.`;

/** A new agent's fields, checked; the defaults (weight 1, active, always open) filled in. */
export function checkNewAgent(raw: unknown): Checked<AgentFields> {
  const checked = checkAgentChange(raw);
  if (!checked.ok) return checked;
  const { name, phone } = checked.value;
  if (name === undefined) return { ok: false, error: "invalid_request", message: NAME_MESSAGE };
  if (phone === undefined)
    return { ok: false, error: "invalid_phone", message: "Enter the agent's WhatsApp number." };
  return {
    ok: true,
    value: {
      name,
      phone,
      department: checked.value.department ?? null,
      weight: checked.value.weight ?? 1,
      active: checked.value.active ?? true,
      hours: checked.value.hours ?? null,
    },
  };
}

/** The fields a change sends, checked; what is absent stays as it is. */
export function checkAgentChange(raw: unknown): Checked<Partial<AgentFields>> {
  const parsed = agentFieldsSchema.safeParse(raw);
  if (!parsed.success) return wireProblem(parsed.error.issues[0]);
  const request = parsed.data;
  const value: Partial<AgentFields> = {};

  if (request.name !== undefined) {
    const name = oneLine(request.name);
    if (name.length === 0 || countCharacters(name) > AGENT_NAME_MAX)
      return { ok: false, error: "invalid_request", message: NAME_MESSAGE };
    value.name = name;
  }
  if (request.phone !== undefined) {
    const phone = readAgentPhone(request.phone, request.country);
    if (!phone.ok) return phone;
    value.phone = phone.value;
  } else if (request.country !== undefined && request.country !== "") {
    return { ok: false, error: "invalid_request", message: 'Send "country" with the "phone" it reads.' };
  }
  if (request.department !== undefined) {
    const department = request.department === null ? "" : oneLine(request.department);
    if (countCharacters(department) > DEPARTMENT_MAX)
      return { ok: false, error: "invalid_request", message: DEPARTMENT_MESSAGE };
    value.department = department.length === 0 ? null : department;
  }
  if (request.weight !== undefined) value.weight = request.weight;
  if (request.active !== undefined) value.active = request.active;
  if (request.hours !== undefined) {
    const hours = checkHours(request.hours);
    if (!hours.ok) return hours;
    value.hours = hours.value;
  }
  return { ok: true, value };
}

/** null: always open; otherwise core/opening-hours.ts's rules, the first problem named. */
export function checkHours(raw: unknown): Checked<OpeningHours | null> {
  if (raw === null) return { ok: true, value: null };
  const parsed = openingHoursSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data as OpeningHours };
  const issue = parsed.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? "" : ` (hours.${issue.path.join(".")})`;
  return {
    ok: false,
    error: "invalid_hours",
    message: `${issue?.message ?? "Invalid opening hours"}${where}`,
  };
}

/** A number as people type it, or a wa.me link pasted where the number goes; E.164 digits out. */
function readAgentPhone(typed: string, country: string | undefined): Checked<string> {
  const fromLink = parseWhatsAppUrl(cleanText(typed));
  const reading = readPhoneNumber(
    fromLink === null ? typed : typedNumberOf(fromLink.phone),
    country === undefined || country === "" ? undefined : country,
  );
  if (reading.ok) return { ok: true, value: reading.digits };
  return reading.problem === "unknown_country"
    ? { ok: false, error: "invalid_request", message: reading.message, phone: reading }
    : { ok: false, error: "invalid_phone", message: reading.message, phone: reading };
}

/** Clean text on one line: control characters gone, each run of white space one space, ends trimmed. */
function oneLine(text: string): string {
  return cleanText(text).replace(/\s+/g, " ").trim();
}

function wireProblem(issue: z.core.$ZodIssue | undefined): Checked<never> {
  const field = issue?.path[0];
  if (issue?.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `"${key.slice(0, 50)}"`).join(", ");
    return { ok: false, error: "invalid_request", message: `An agent has no field ${names}.` };
  }
  const fail = (error: ApiErrorCode, message: string): Checked<never> => ({ ok: false, error, message });
  if (field === "weight") return fail("invalid_request", WEIGHT_MESSAGE);
  if (field === "country") return fail("invalid_request", COUNTRY_MESSAGE);
  if (field === "name") return fail("invalid_request", NAME_MESSAGE);
  if (field === "department") return fail("invalid_request", DEPARTMENT_MESSAGE);
  if (field === "phone")
    return fail("invalid_phone", "Enter the agent's WhatsApp number with its country code.");
  if (field === "active") return fail("invalid_request", 'The field "active" is true or false.');
  return fail("invalid_request", "Send an agent as a JSON object.");
}
