import { API_ERRORS, GENERATOR_MESSAGES } from "../errors";
import type { ErrorMessages, GeneratorMessages } from "./types";

/** English is the spec's wording (core/errors.ts); the other languages translate it. */
export const ERRORS: ErrorMessages = API_ERRORS;

export const GENERATOR: GeneratorMessages = {
  ...GENERATOR_MESSAGES,
  messageTooLong: API_ERRORS.message_too_long,
  rateLimited:
    "You've created a lot of links in a short time. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
  rateLimitedMinute: "You've created a lot of links in a short time. Please wait a minute and try again.",
  aliasCharacters:
    "Custom aliases may use only letters a–z, digits, _ and -, so {characters} cannot be in one.",
  aliasTry: 'Try "{suggestion}".',
  space: "space",
};
