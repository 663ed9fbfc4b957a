/**
 * The English advice of the API errors the generator passes on to the visitor when an answer
 * carries no message of its own: their entries in core/errors.ts read from here, so the browser
 * carries these five and not the whole table.
 */
export const GENERATOR_ERROR_ADVICE = {
  invalid_phone: "Enter the full WhatsApp number with its country code, for example +44 7911 123456.",
  invalid_alias: "Custom aliases may use only letters, digits, _ and -, from 5 to 50 characters.",
  alias_reserved: "That alias is a word the site uses. Please choose a different one.",
  message_too_long: "The message is too long: keep it to 1,000 characters or fewer.",
  creator_banned: "Link creation from your address has been suspended for breaking the terms.",
} as const;

/** The documented error catalogue (§8), shown by the generator. */
export const GENERATOR_MESSAGES = {
  emptyPhone: "Please enter a phone number",
  aliasTooShort: "Custom alias must be at least 5 characters long",
  aliasUnavailable: "Alias not available. Please choose a different one.",
  requestFailed: "Brand Name Not Available. Try Different Alias.",
} as const;
