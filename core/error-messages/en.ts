import { GENERATOR_ERROR_ADVICE, GENERATOR_MESSAGES } from "../generator-errors";
import type { ErrorDetails, GeneratorMessages, PhoneProblemMessages } from "./types";

/** English error messages are core/errors.ts's table itself (the spec's wording): core/error-messages.ts reads it there. */

export const GENERATOR: GeneratorMessages = {
  ...GENERATOR_MESSAGES,
  messageTooLong: GENERATOR_ERROR_ADVICE.message_too_long,
  rateLimited:
    "You've created a lot of links in a short time. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
  rateLimitedMinute: "You've created a lot of links in a short time. Please wait a minute and try again.",
  aliasCharacters:
    "Custom aliases may use only letters a–z, digits, _ and -, so {characters} cannot be in one.",
  aliasTry: 'Try "{suggestion}".',
  space: "space",
};

/** An alias too short or long on a custom domain (docs/decisions/0159). */
export const ALIAS_LENGTH_ON_DOMAIN =
  "On your own domain, custom aliases may use only letters, digits, _ and -, from 3 to 50 characters.";
/** A 3–4 character alias refused on the main host of a workspace that has a verified domain. */
export const ALIAS_SHORT_OWN_DOMAIN =
  "On the main address, custom aliases need 5 to 50 letters, digits, _ or -. On your workspace's own domain 3 are enough: choose that domain for the link.";

export const DETAILS: ErrorDetails = {
  phoneChecksLimited: "Too many phone numbers checked from your address. Please wait a minute.",
  qrDrawsLimited: "Too many new QR codes drawn for your address. Please wait a minute and try again.",
  qrDrawing: "Your address already has QR codes being drawn. Try again when they are done.",
  accountLinksLimited: "This account has created a lot of links in the last hour. Wait and try again.",
  formLinksLimited: "You have created a lot of links in the last hour. Please wait a while and try again.",
  linkNotFound: "No link with this id in this workspace.",
  aliasLengthOnDomain: ALIAS_LENGTH_ON_DOMAIN,
  aliasShortOwnDomain: ALIAS_SHORT_OWN_DOMAIN,
};

/** The short forms of core/phone-number.ts's messages (English answers keep those, which say more). */
export const PHONE_PROBLEMS: PhoneProblemMessages = {
  empty: "Enter a phone number (with its country code) or a WhatsApp link.",
  input_too_long: "That is too long for a phone number: at most {max} characters, this has {length}.",
  bad_character:
    "A phone number has only digits, spaces, dots, dashes, brackets and a leading +; remove “{character}”.",
  misplaced_plus: "A + goes only at the start of the number, before the country code.",
  no_country_code:
    "This number has no country code: start it with + and the country code (for example +44 7911 123456), or choose its country.",
  unknown_country: "“{country}” is not a country code we know (use ISO codes such as GB or US).",
  unknown_calling_code:
    "+{prefix}… does not start with a country calling code (like +44 or +1): check the digits after the +.",
  wrong_length:
    "{country} numbers have {lengths} digits after the country code +{callingCode}; this one has {count}.",
};
