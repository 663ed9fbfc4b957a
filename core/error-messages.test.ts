import { describe, expect, it } from "vitest";
import {
  ERROR_DETAILS,
  ERROR_MESSAGES,
  errorMessage,
  GENERATOR_TEXT,
  generatorMessages,
  localizedErrorMessage,
} from "./error-messages";
import { API_ERRORS, type ApiErrorCode, ERRORS, GENERATOR_MESSAGES } from "./errors";
import { LOCALES } from "./locales";

const CODES = Object.keys(ERRORS) as ApiErrorCode[];
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "en");

/** What each language must keep from the English: numbers (limits, examples) and literal code. */
const numbersIn = (text: string): string[] =>
  // Thousands separators differ by language (1,000 / 1.000 / 1000); the numbers may not.
  text.replace(/(\d)[.,](?=\d{3}(?!\d))/g, "$1").match(/\d+/g) ?? [];

describe("error messages in every language", () => {
  it("leaves English exactly as the spec words it", () => {
    for (const code of CODES) expect(errorMessage(code, "en")).toBe(ERRORS[code].message);
    expect(generatorMessages("en")).toMatchObject(GENERATOR_MESSAGES);
  });

  it.each(OTHER_LOCALES)("gives %s a written message for every code, none left in English", (locale) => {
    expect(Object.keys(ERROR_MESSAGES[locale]).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      const message = errorMessage(code, locale);
      expect(message.trim(), code).not.toBe("");
      expect(message, code).not.toBe(API_ERRORS[code]);
    }
  });

  it.each(OTHER_LOCALES)("keeps the facts in %s: limits, examples and header names", (locale) => {
    for (const code of CODES) {
      const english = API_ERRORS[code];
      const message = errorMessage(code, locale);
      expect(numbersIn(message).sort(), code).toEqual(numbersIn(english).sort());
      for (const literal of ["Authorization: Bearer <key>", "Idempotency-Key", "`data`", '"agents"'])
        if (english.includes(literal)) expect(message, code).toContain(literal);
    }
  });

  it.each(OTHER_LOCALES)("gives %s every generator message, translated", (locale) => {
    const messages = generatorMessages(locale);
    for (const [key, english] of Object.entries(GENERATOR_TEXT.en)) {
      const message = messages[key as keyof typeof messages];
      expect(message.trim(), key).not.toBe("");
      expect(message, key).not.toBe(english);
    }
    expect(messages.messageTooLong).toBe(errorMessage("message_too_long", locale));
    expect(messages.rateLimited).toContain("{seconds, plural,");
    expect(messages.aliasCharacters).toContain("{characters}");
    expect(messages.aliasTry).toContain("{suggestion}");
  });

  it.each(OTHER_LOCALES)("translates the server's precise messages into %s, and only those", (locale) => {
    for (const [key, english] of Object.entries(ERROR_DETAILS.en)) {
      const translated = ERROR_DETAILS[locale][key as keyof typeof ERROR_DETAILS.en];
      expect(translated.trim(), key).not.toBe("");
      expect(translated, key).not.toBe(english);
      expect(localizedErrorMessage("rate_limited", english, locale), key).toBe(translated);
      expect(localizedErrorMessage("rate_limited", english, "en"), key).toBe(english);
    }
    // A message naming a field or a number the catalogue does not know: the code's own, translated.
    expect(localizedErrorMessage("invalid_request", 'Give "alias" only once.', locale)).toBe(
      errorMessage("invalid_request", locale),
    );
  });
});
