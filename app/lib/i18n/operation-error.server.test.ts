import { describe, expect, it } from "vitest";
import { ERROR_DETAILS, errorMessage, phoneProblemMessage } from "#core/error-messages";
import { API_ERRORS, type ApiErrorCode, ERRORS } from "#core/errors";
import { LOCALES } from "#core/locales";
import { checkShortenRequest } from "#core/shorten-input";
import { operationErrorText, refusalText } from "./operation-error.server";

const CODES = Object.keys(ERRORS) as ApiErrorCode[];
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "en");

/** Every dashboard action words an operation's refusal through this one helper (issue 23). */
describe("an operation's refusal in the page's language", () => {
  it("keeps every English sentence as it was, the operation's own first", () => {
    for (const code of CODES) expect(operationErrorText("en", code), code).toBe(API_ERRORS[code]);
    expect(operationErrorText("en", "phone_or_agents", "This link has no number to change.")).toBe(
      "This link has no number to change.",
    );
  });

  it.each(OTHER_LOCALES)("says every code in %s as the API does, never in English", (locale) => {
    for (const code of CODES) {
      const text = operationErrorText(locale, code);
      expect(text, code).toBe(errorMessage(code, locale));
      expect(text, code).not.toBe(API_ERRORS[code]);
    }
  });

  it.each(OTHER_LOCALES)("says the new-link form's hourly limit and the alias rules in %s", (locale) => {
    const details = ERROR_DETAILS[locale];
    expect(operationErrorText(locale, "rate_limited", ERROR_DETAILS.en.formLinksLimited)).toBe(
      details.formLinksLimited,
    );
    expect(operationErrorText(locale, "invalid_alias", ERROR_DETAILS.en.aliasShortOwnDomain)).toBe(
      details.aliasShortOwnDomain,
    );
    // A sentence naming what the catalogue cannot (a link's codes): the code's own, translated.
    expect(operationErrorText(locale, "agent_in_use", "This agent is the only one of /shop: give…")).toBe(
      errorMessage("agent_in_use", locale),
    );
  });

  it("words the dashboard's hourly limit as the form always did in English", () => {
    expect(ERROR_DETAILS.en.formLinksLimited).toBe(
      "You have created a lot of links in the last hour. Please wait a while and try again.",
    );
  });

  it.each(OTHER_LOCALES)("says why a number was refused in %s as precisely as the English", (locale) => {
    const wrongLength = checkShortenRequest({ phone: "+44 12" });
    if (wrongLength.ok || wrongLength.phone === undefined) throw new Error("expected a refused number");
    expect(refusalText("en", wrongLength)).toBe(wrongLength.message);
    const text = refusalText(locale, wrongLength);
    expect(text).toBe(phoneProblemMessage(wrongLength.phone, locale));
    expect(text).toContain("44");
    expect(text).not.toBe(errorMessage("invalid_phone", locale));
    // The English is the code's own sentence: so is the translation.
    const noCode = checkShortenRequest({ phone: "12" });
    if (noCode.ok) throw new Error("expected a refused number");
    expect(refusalText("en", noCode)).toBe(API_ERRORS.invalid_phone);
    expect(refusalText(locale, noCode)).toBe(errorMessage("invalid_phone", locale));
  });
});
