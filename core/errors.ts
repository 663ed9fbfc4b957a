/**
 * Every API error has a stable `error` code and a human `message`. The documented own
 * client messages (§8) are here too so the browser and the tests share one wording.
 */
export const API_ERRORS = {
  invalid_request: "The request could not be read. Send JSON with a phone number or a WhatsApp link.",
  invalid_input:
    "The request holds a character that cannot be used: a NUL or another control character (tab and line breaks are fine), or a broken one (a lone surrogate).",
  invalid_phone: "Enter the full WhatsApp number with its country code, for example +44 7911 123456.",
  invalid_alias: "Custom aliases may use only letters, digits, _ and -, from 5 to 50 characters.",
  alias_reserved: "That alias is a word the site uses. Please choose a different one.",
  alias_taken: "Alias not available. Please choose a different one.",
  invalid_url: "Only WhatsApp chat links (https://wa.me/… or api.whatsapp.com/send) can be shortened.",
  message_too_long: "The message is too long: keep it to 1,000 characters or fewer.",
  rate_limited: "Too many links created from your address. Please wait a minute and try again.",
  creator_banned: "Link creation from your address has been suspended for breaking the terms.",
  payload_too_large: "The request is too large.",
  invalid_qr_size: "Choose a square QR size from 64x64 to 2048x2048 pixels, for example 300x300.",
  invalid_qr_data: "The QR code needs text in `data`, at most 2,048 characters.",
  invalid_qr_format: "QR images come as png or svg.",
  qr_too_small: "This QR code would be too small to scan: ask for a larger size.",
  country_unknown: "We could not tell your country from your address.",
  not_found: "Nothing lives at this address.",
  method_not_allowed: "This address does not accept that method.",
  unavailable: "The service is briefly unavailable. Please try again in a moment.",
  internal_error: "Something went wrong on our side. Please try again.",
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  error: ApiErrorCode;
  message: string;
}

export function apiError(code: ApiErrorCode, message: string = API_ERRORS[code]): ApiErrorBody {
  return { error: code, message };
}

/** The documented error catalogue (§8), shown by the generator. */
export const GENERATOR_MESSAGES = {
  emptyPhone: "Please enter a phone number",
  aliasTooShort: "Custom alias must be at least 5 characters long",
  aliasUnavailable: "Alias not available. Please choose a different one.",
  requestFailed: "Brand Name Not Available. Try Different Alias.",
} as const;
