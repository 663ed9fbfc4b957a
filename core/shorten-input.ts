import { z } from "zod";
import { type AliasScope, aliasCharactersMessage, checkAlias, MAIN_HOST_SCOPE } from "./alias";
import { ALIAS_LENGTH_ON_DOMAIN } from "./error-messages/en";
import type { ApiErrorCode } from "./errors";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { countCharacters } from "./message-format";
import type { PhoneReadingProblem } from "./phone-number";
import { readPhoneNumber } from "./phone-number-max";
import { cleanText } from "./text";
import { type ChatDestination, normaliseMessage, parseWhatsAppUrl, typedNumberOf } from "./whatsapp-url";

/** The most each request field may hold: only bounds the work (the rules come after). */
export const SHORTEN_FIELD_MAX = {
  url: 8192,
  phone: 256,
  message: 20_000,
  alias: 1024,
  country: 16,
} as const;

/** Wire shape of POST /api/shorten (JSON) and GET /api/shorten (query). Lengths here only bound the work. */
export const shortenRequestSchema = z.object({
  url: z.string().max(SHORTEN_FIELD_MAX.url).optional(),
  phone: z.string().max(SHORTEN_FIELD_MAX.phone).optional(),
  message: z.string().max(SHORTEN_FIELD_MAX.message).optional(),
  alias: z.string().max(SHORTEN_FIELD_MAX.alias).optional(),
  /** ISO 3166-1 alpha-2, for a number typed without its country code; "" (an empty form field) means none. */
  country: z
    .string()
    .max(SHORTEN_FIELD_MAX.country)
    .trim()
    .regex(/^(?:[A-Za-z]{2})?$/)
    .optional(),
});

export type ShortenRequest = z.infer<typeof shortenRequestSchema>;

export interface ShortenInput extends ChatDestination {
  /** As sent (case kept for display); absent when not asked for. */
  alias?: string;
}

export type Checked<T> =
  | { ok: true; value: T }
  /** `phone`: why a number was refused, so a page in another language can say it as precisely. */
  | { ok: false; error: ApiErrorCode; message?: string; phone?: PhoneReadingProblem };

/**
 * A non-empty alias as sent, checked in its scope (the link's host): every front door refuses
 * alike (`alias_reserved`, or `invalid_alias` naming the characters or the scope's lengths).
 */
export function checkAliasInScope(alias: string, scope: AliasScope): Checked<string> {
  const problem = checkAlias(alias, scope);
  if (problem === null) return { ok: true, value: alias };
  if (problem === "reserved") return { ok: false, error: "alias_reserved" };
  // Refused, never rewritten: the message names what cannot be in an alias and what to try.
  if (problem === "invalid_characters")
    return { ok: false, error: "invalid_alias", message: aliasCharactersMessage(alias, "en", scope) };
  // The code's own message gives the main host's lengths.
  return scope.customDomain
    ? { ok: false, error: "invalid_alias", message: ALIAS_LENGTH_ON_DOMAIN }
    : { ok: false, error: "invalid_alias" };
}

/**
 * Turns a raw request (JSON body or query object) into a validated destination,
 * or names the first problem with a stable code. `scope`: the host the link is made on.
 */
export function checkShortenRequest(
  raw: unknown,
  scope: AliasScope = MAIN_HOST_SCOPE,
): Checked<ShortenInput> {
  const parsed = shortenRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    const code: ApiErrorCode =
      field === "alias"
        ? "invalid_alias"
        : field === "message"
          ? "message_too_long"
          : field === "url"
            ? "invalid_url"
            : field === "phone"
              ? "invalid_phone"
              : "invalid_request";
    const wrongType = parsed.error.issues[0]?.code === "invalid_type";
    if (wrongType && typeof field === "string")
      return { ok: false, error: "invalid_request", message: `The field "${field}" must be text.` };
    if (field === "country") return { ok: false, error: "invalid_request", message: COUNTRY_MESSAGE };
    return { ok: false, error: code };
  }
  const request = parsed.data;

  const country = request.country === undefined || request.country === "" ? undefined : request.country;

  let destination: ChatDestination;
  const url = request.url?.trim() ?? "";
  if (url.length > 0) {
    const fromUrl = parseWhatsAppUrl(cleanText(url));
    if (fromUrl === null) return { ok: false, error: "invalid_url" };
    const phone = readPhoneNumber(typedNumberOf(fromUrl.phone), country);
    if (!phone.ok) return phoneProblem(phone);
    destination = { ...fromUrl, phone: phone.digits };
  } else if (request.phone !== undefined && request.phone.trim().length > 0) {
    // A WhatsApp link pasted where the number goes gives its number, and its text unless a message was written.
    const fromLink = parseWhatsAppUrl(cleanText(request.phone));
    const phone = readPhoneNumber(fromLink === null ? request.phone : typedNumberOf(fromLink.phone), country);
    if (!phone.ok) return phoneProblem(phone);
    const message = normaliseMessage(cleanText(request.message ?? "")) ?? fromLink?.message;
    destination = message === undefined ? { phone: phone.digits } : { phone: phone.digits, message };
  } else {
    return phoneProblem({ ok: false, problem: "empty", message: EMPTY_PHONE_MESSAGE });
  }

  if (destination.message !== undefined) {
    destination.message = cleanText(destination.message);
    if (countCharacters(destination.message) > MESSAGE_MAX_LENGTH)
      return { ok: false, error: "message_too_long" };
  }

  const alias = request.alias?.trim() ?? "";
  if (alias.length === 0) return { ok: true, value: destination };
  const checked = checkAliasInScope(alias, scope);
  return checked.ok ? { ok: true, value: { ...destination, alias } } : checked;
}

const EMPTY_PHONE_MESSAGE = "Enter a phone number (with its country code) or a WhatsApp link.";
const COUNTRY_MESSAGE = 'The field "country" takes a two-letter ISO 3166-1 code, for example GB or US.';

function phoneProblem(reading: PhoneReadingProblem): Checked<never> {
  // A country code we have no numbering plan for is the request's fault, not the number's.
  return reading.problem === "unknown_country"
    ? { ok: false, error: "invalid_request", message: reading.message, phone: reading }
    : { ok: false, error: "invalid_phone", message: reading.message, phone: reading };
}
