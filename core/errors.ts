import { GENERATOR_ERROR_ADVICE } from "./generator-errors";

/**
 * Every API error has a stable `error` code, the HTTP status every front door answers it
 * with, and a human `message`: one table for /api/shorten, API v1 and the dashboard's
 * forms. The documented own client messages (§8) are here too so the browser and the
 * tests share one wording. This is the English; core/error-messages/ has the other
 * languages, and the server picks one per request (server/error-response.server.ts).
 */
export const ERRORS = {
  invalid_request: {
    status: 400,
    message: "The request could not be read. Send JSON with a phone number or a WhatsApp link.",
  },
  invalid_input: {
    status: 400,
    message:
      "The request holds a character that cannot be used: a NUL or another control character (tab and line breaks are fine), or a broken one (a lone surrogate).",
  },
  invalid_phone: { status: 400, message: GENERATOR_ERROR_ADVICE.invalid_phone },
  invalid_alias: { status: 400, message: GENERATOR_ERROR_ADVICE.invalid_alias },
  alias_reserved: { status: 400, message: GENERATOR_ERROR_ADVICE.alias_reserved },
  alias_taken: { status: 409, message: "Alias not available. Please choose a different one." },
  invalid_url: {
    status: 400,
    message: "Only WhatsApp chat links (https://wa.me/… or api.whatsapp.com/send) can be shortened.",
  },
  message_too_long: { status: 400, message: GENERATOR_ERROR_ADVICE.message_too_long },
  rate_limited: {
    status: 429,
    message: "Too many links created from your address. Please wait a minute and try again.",
  },
  creator_banned: { status: 403, message: GENERATOR_ERROR_ADVICE.creator_banned },
  unauthorized: { status: 401, message: "Send a valid API key: Authorization: Bearer <key>." },
  forbidden: { status: 403, message: "This key can only read: create a key with the write scope." },
  idempotency_in_progress: {
    status: 409,
    message: "A request with this Idempotency-Key is still being answered: retry in a moment.",
  },
  idempotency_conflict: {
    status: 422,
    message: "This Idempotency-Key was used with another body: use a new key for a new link.",
  },
  payload_too_large: { status: 413, message: "The request is too large." },
  invalid_qr_size: {
    status: 400,
    message: "Choose a square QR size from 64x64 to 2048x2048 pixels, for example 300x300.",
  },
  invalid_qr_data: { status: 400, message: "The QR code needs text in `data`, at most 2,048 characters." },
  invalid_qr_format: { status: 400, message: "QR images come as png or svg." },
  qr_too_small: { status: 400, message: "This QR code would be too small to scan: ask for a larger size." },
  country_unknown: { status: 404, message: "We could not tell your country from your address." },
  // Team links (docs/product.md "Team links").
  agent_not_found: { status: 404, message: "No agent with this id in this workspace." },
  too_many_agents: {
    status: 409,
    message: "This workspace has as many agents as it may (200): delete one before adding another.",
  },
  invalid_time_zone: {
    status: 400,
    message: "Choose a time zone by its name, for example Europe/London or America/Sao_Paulo.",
  },
  invalid_hours: {
    status: 400,
    message:
      'Opening hours are {"timeZone": "Europe/London", "weekly": {"mon": [["09:00", "17:30"]]}, "closedDates": ["2026-12-25"]}.',
  },
  invalid_agents: {
    status: 400,
    message: "A team link takes 1 to 20 different agents of this workspace, by id.",
  },
  agent_in_use: {
    status: 409,
    message: "This agent is the only one of a team link: give that link another agent, or delete it, first.",
  },
  phone_or_agents: {
    status: 400,
    message: 'A link goes either to one number ("phone" or "url") or to a team ("agents"), never both.',
  },
  team_link_needs_workspace: {
    status: 403,
    message: "Team links belong to a workspace: sign in, or use the REST API with a key.",
  },
  invalid_language: {
    status: 400,
    message: "Ask for a language with a tag such as en, pt-BR or ar (at most 35 characters).",
  },
  // Custom domains (docs/product.md "Custom domains").
  domain_invalid: {
    status: 400,
    message:
      "Enter a domain name such as chat.yourshop.com: letters, digits and hyphens, two labels or more, no IP address, at most 253 characters.",
  },
  domain_reserved: { status: 400, message: "That is this site's own address: add a domain of yours." },
  domain_exists: { status: 409, message: "This workspace has this domain already." },
  domain_taken: {
    status: 409,
    message: "Another workspace has verified this domain: it cannot be added or verified here.",
  },
  domain_not_found: { status: 404, message: "No domain with this id in this workspace." },
  too_many_domains: {
    status: 409,
    message: "This workspace has as many domains as it may (20): remove one before adding another.",
  },
  domain_not_verified: {
    status: 400,
    message:
      'This domain is not verified yet, so links cannot use it. Create its DNS records as the Custom domains page shows them, then press Verify now there; until then, make the link without it (in the API, leave "domain" out).',
  },
  domain_txt_missing: {
    status: 409,
    message:
      "No TXT record was found at the name shown: create it, wait a few minutes for DNS, and verify again.",
  },
  domain_txt_mismatch: {
    status: 409,
    message:
      "A TXT record was found at the name shown, but it does not hold this domain's value: copy the value exactly.",
  },
  domain_dns_failed: { status: 503, message: "The DNS servers did not answer: try again in a few minutes." },
  // Webhooks (docs/product.md "Webhooks").
  webhook_url_invalid: {
    status: 400,
    message:
      "Enter the full address of your receiver, such as https://example.com/hooks (http or https, at most 2000 characters).",
  },
  webhook_url_private: {
    status: 400,
    message: "That address is on a private or local network: webhooks go only to public addresses.",
  },
  webhook_not_found: { status: 404, message: "No webhook with this id in this workspace." },
  delivery_not_found: { status: 404, message: "No delivery with this id for this webhook." },
  too_many_webhooks: {
    status: 409,
    message: "This workspace has as many webhooks as it may (10): delete one before adding another.",
  },
  not_found: { status: 404, message: "Nothing lives at this address." },
  method_not_allowed: { status: 405, message: "This address does not accept that method." },
  unavailable: { status: 503, message: "The service is briefly unavailable. Please try again in a moment." },
  internal_error: { status: 500, message: "Something went wrong on our side. Please try again." },
} as const;

export type ApiErrorCode = keyof typeof ERRORS;

/** The HTTP status of an error code (a literal type per code, so typed routes accept it). */
export type ErrorStatus<C extends ApiErrorCode = ApiErrorCode> = (typeof ERRORS)[C]["status"];

export function errorStatus<C extends ApiErrorCode>(code: C): ErrorStatus<C> {
  return ERRORS[code].status;
}

/** Each code's message alone (the generator, the forms and the tests read these). */
// Pure: a browser bundle that only needs the generator's messages drops the whole table.
export const API_ERRORS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ERRORS).map(([code, { message }]) => [code, message]),
) as { readonly [C in ApiErrorCode]: (typeof ERRORS)[C]["message"] };

/** Whether a code read back from elsewhere (an import's refusal) is one of the API's. */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(ERRORS, code);
}

export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
}

export function apiError(code: ApiErrorCode, message: string = API_ERRORS[code]): ApiErrorBody {
  return { error: code, message };
}

export { GENERATOR_MESSAGES } from "./generator-errors";
