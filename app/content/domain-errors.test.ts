import { describe, expect, it } from "vitest";
import { errorMessage } from "#core/error-messages";
import { LOCALES } from "#core/locales";
import { CATALOGUES } from "./catalogues.server";

/**
 * Issue 25: refused for a domain not yet verified, the owner is told what to do next in words the
 * Domains page uses: that page's name and its Verify button, as each language spells them.
 */
describe("domain_not_verified in every language", () => {
  it.each(LOCALES)("%s names the Custom domains page and its Verify button", (locale) => {
    const page = CATALOGUES[locale].DOMAINS_COPY;
    const message = errorMessage("domain_not_verified", locale);
    expect(message).toContain(page.title);
    expect(message).toContain(page.verifyButton);
    expect(message).toMatch(/DNS/);
  });
});
