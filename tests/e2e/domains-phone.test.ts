import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt,
  screenshot,
  url,
} from "./browser";

/**
 * Issue 25: a domain waiting for DNS on a 390 px phone. With a long name the DNS records' Copy
 * buttons used to be pushed out of their block and cut (to the icon alone in Arabic); they stay
 * whole, named in the page's language.
 */
const session = browserForFile();

const DOMAIN = "wa.sucursal-centro-panaderia-esperanza.example.com";

const LANGUAGES = [
  { lang: "en", copy: "Copy", names: ["Copy TXT value", "Copy CNAME target"] },
  { lang: "ar", copy: "نسخ", names: ["نسخ قيمة TXT", "نسخ وجهة CNAME"] },
] as const;

describe("the Domains page on a phone", () => {
  it("keeps each DNS record's Copy button whole and named in the page's language", async () => {
    const page = await pageAt(session, "phone");
    await signUp(page);
    await page.goto(url("/dashboard/settings/domains"));
    await page.getByLabel("Domain", { exact: true }).fill(DOMAIN);
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByRole("article", { name: DOMAIN }).waitFor();
    for (const { lang, copy, names } of LANGUAGES) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: baseUrl() }]);
      await page.goto(url("/dashboard/settings/domains"));
      await hydrated(page);
      const card = page.getByRole("article", { name: DOMAIN });
      for (const name of names) {
        const button = card.getByRole("button", { name, exact: true });
        expect(await button.innerText(), `${lang}: ${name}`).toContain(copy);
        const [box, block] = await Promise.all([
          button.boundingBox(),
          button.locator("xpath=ancestor::figure").boundingBox(),
        ]);
        const inside =
          box !== null && block !== null && box.x >= block.x && box.x + box.width <= block.x + block.width;
        expect(inside, `${lang}: ${name} ${JSON.stringify({ box, block })}`).toBe(true);
      }
      expect(await hasHorizontalOverflow(page), lang).toBe(false);
      await expectNoAxeViolations(page, `domains page, ${lang}`);
      await screenshot(page, `dash-domains-${lang}-phone`);
    }
  });
});
