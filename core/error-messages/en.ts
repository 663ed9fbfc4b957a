import { GENERATOR_ERROR_ADVICE, GENERATOR_MESSAGES } from "../generator-errors";
import type { ErrorDetails, GeneratorMessages } from "./types";

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

export const DETAILS: ErrorDetails = {
  phoneChecksLimited: "Too many phone numbers checked from your address. Please wait a minute.",
  qrDrawsLimited: "Too many new QR codes drawn for your address. Please wait a minute and try again.",
  qrDrawing: "Your address already has QR codes being drawn. Try again when they are done.",
  accountLinksLimited: "This account has created a lot of links in the last hour. Wait and try again.",
  linkNotFound: "No link with this id in this workspace.",
};
