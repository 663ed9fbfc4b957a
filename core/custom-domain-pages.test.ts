import { describe, expect, it } from "vitest";
import { CUSTOM_DOMAIN_PAGES, customDomainPage } from "./custom-domain-pages";
import { LOCALES } from "./locales";

describe("custom domains' neutral pages", () => {
  it("speak the language the browser prefers, right to left in Arabic, English otherwise", () => {
    const ar = customDomainPage("notFound", "ar-EG,en;q=0.5");
    expect(ar.locale).toBe("ar");
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain("الرابط غير موجود");
    expect(customDomainPage("closed", "pt-PT").body).toContain("Fechado");
    expect(customDomainPage("home", "de-DE, fr;q=0.8").locale).toBe("en");
    expect(customDomainPage("unknownHost", undefined).body).toContain("Nothing is served at this address.");
  });

  it("exist in every language, and name neither this site nor a workspace", () => {
    for (const locale of LOCALES)
      for (const body of Object.values(CUSTOM_DOMAIN_PAGES[locale])) {
        expect(body).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
        expect(body).not.toMatch(/ChatLink|wa\.me/i);
      }
  });
});
