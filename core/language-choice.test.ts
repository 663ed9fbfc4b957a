import { describe, expect, it } from "vitest";
import { languageChoiceTarget } from "./site-pages";

/** Where the switcher sends a visitor: the same page in the language, and never another site. */
describe("languageChoiceTarget", () => {
  it("puts a page with its own URL per language into the language, keeping query and fragment", () => {
    expect(languageChoiceTarget("ar", "/faq")).toBe("/ar/faq");
    expect(languageChoiceTarget("ar", "/pt-br/faq?x=1#y")).toBe("/ar/faq?x=1#y");
    expect(languageChoiceTarget("en", "/hi/faq")).toBe("/faq");
    expect(languageChoiceTarget("hi", "/dashboard")).toBe("/dashboard");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/.//evil.com",
    "/%2e//evil.com",
    `/${"a".repeat(600)}`,
    "",
    null,
  ])("goes home for %j", (next) => {
    expect(languageChoiceTarget("pt-BR", next)).toBe("/pt-br");
  });

  it("writes control and non-ASCII characters percent-encoded, so the Location header is valid", () => {
    expect(languageChoiceTarget("pt-BR", "/faq\r\nSet-Cookie: x=1")).toBe("/faqSet-Cookie:%20x=1");
    expect(languageChoiceTarget("pt-BR", "/a\u0000b\u202e")).toBe("/a%00b%E2%80%AE");
  });
});
