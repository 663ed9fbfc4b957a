import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { errorMessage } from "#core/error-messages";
import { API_ERRORS } from "#core/errors";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import { baseUrl, browserForFile, hasHorizontalOverflow, hydrated, pageAt, screenshot, url } from "./browser";

/**
 * Issue 23: the new-link form, sent with JavaScript as people send it, says why the server
 * refused the link in the page's language: Portuguese on a desktop, Arabic on a 390 px phone.
 */
const session = browserForFile();

/** Fills the new-link form (its labels are in the page's language: fields by name) and sends it. */
async function createLink(page: Page, alias: string): Promise<void> {
  await page.goto(url("/dashboard/links/new"));
  await hydrated(page);
  const phone = page.locator('input[name="phone"]');
  await expect.poll(() => phone.isEnabled()).toBe(true);
  await phone.fill("+44 7911 123456");
  await page.locator('input[name="alias"]').fill(alias);
  await page.locator('form:has(input[name="alias"]) button[type="submit"]').click();
}

describe("the new-link form's refusals in the page's language", () => {
  it.each([
    { viewport: "desktop", lang: "pt-BR", shot: "new-link-alias-taken-pt-br-desktop" },
    { viewport: "phone", lang: "ar", shot: "new-link-alias-taken-ar-phone" },
  ] as const)("says a taken alias in $lang on a $viewport", async ({ viewport, lang, shot }) => {
    const page = await pageAt(session, viewport);
    await signUp(page);
    const alias = `shop-${Date.now().toString(36)}`;
    await createLink(page, alias);
    await page.getByText(new RegExp(alias)).first().waitFor();

    await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: baseUrl() }]);
    await createLink(page, alias);
    await page.getByText(errorMessage("alias_taken", lang)).waitFor();
    expect(await page.getByText(API_ERRORS.alias_taken).count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, shot);
  });
});
