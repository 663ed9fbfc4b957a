import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COPY } from "../../app/content/languages";
import { axeViolations, baseUrl, browserForFile, expectNoAxeViolations, interactive } from "./browser";

/**
 * Choosing a language as a visitor does (issue 23): the browser's language is offered once on
 * `/`, never forced; following the offer or the footer's switcher remembers the choice, and
 * the pages with one address for every language (an unknown code's Link Not Found) follow it.
 * Everything by keyboard too. The offer's and switcher's words come from their one table.
 */

const session = browserForFile();
const OFFER = "#language-offer";

async function contextIn(locale: string): Promise<BrowserContext> {
  return session.newContext({ viewport: { width: 1280, height: 900 }, locale });
}

async function visit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(new URL(path, baseUrl()).href);
  await interactive(page);
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "chatlink_lang")?.value;

describe("the browser's language, offered once", () => {
  it("offers Portuguese on / once, and following it lands on /pt-br and remembers it", async () => {
    const context = await contextIn("pt-BR");
    const first = await visit(context, "/");
    expect(await htmlLang(first)).toBe("en");
    const offer = first.locator(`${OFFER} a`);
    expect(await first.locator(OFFER).isVisible()).toBe(true);
    expect((await offer.textContent())?.trim()).toBe(LANGUAGE_COPY["pt-BR"].offer);
    expect(await offer.getAttribute("lang")).toBe("pt-BR");
    await expectNoAxeViolations(first, "/ with the offer shown");

    const again = await visit(context, "/");
    expect(await again.locator(OFFER).isVisible()).toBe(false);
    expect(await htmlLang(again)).toBe("en");

    await Promise.all([first.waitForURL(/\/pt-br$/), offer.click()]);
    expect(await htmlLang(first)).toBe("pt-BR");
    expect(await languageCookie(context)).toBe("pt-BR");
  });

  it("offers nothing to a browser in the page's language, or on the page in the browser's", async () => {
    const english = await visit(await contextIn("en-GB"), "/");
    expect(await english.locator(OFFER).isVisible()).toBe(false);
    const portuguese = await visit(await contextIn("pt-BR"), "/pt-br");
    expect(await portuguese.locator(OFFER).isVisible()).toBe(false);
  });

  it("is reached by Tab first thing on the page, followed with Enter, and closed with Enter", async () => {
    const follow = await visit(await contextIn("pt-BR"), "/");
    const link = follow.locator(`${OFFER} a`);
    for (let tab = 0; tab < 4 && !(await link.evaluate((a) => a === document.activeElement)); tab++)
      await follow.keyboard.press("Tab");
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
    await Promise.all([follow.waitForURL(/\/pt-br$/), follow.keyboard.press("Enter")]);

    const close = await visit(await contextIn("hi-IN"), "/faq");
    const dismiss = close.locator(`${OFFER} button`);
    expect((await dismiss.textContent())?.trim()).toBe(LANGUAGE_COPY.hi.dismiss);
    await dismiss.focus();
    expect(await dismiss.evaluate((b) => b === document.activeElement)).toBe(true);
    await close.keyboard.press("Enter");
    expect(await close.locator(OFFER).isVisible()).toBe(false);
    expect(close.url()).toMatch(/\/faq$/);
  });
});

describe("the chosen language", () => {
  it("after the offer, an unknown code's page comes in Portuguese", async () => {
    const context = await contextIn("pt-BR");
    const home = await visit(context, "/");
    await Promise.all([home.waitForURL(/\/pt-br$/), home.locator(`${OFFER} a`).click()]);
    // The browser would ask for Portuguese anyway; say English now, so only the choice speaks.
    await context.setExtraHTTPHeaders({ "accept-language": "en-GB" });
    const missing = await context.newPage();
    const answer = await missing.goto(new URL("/no-such-code-here", baseUrl()).href);
    expect(answer?.status()).toBe(404);
    expect(await htmlLang(missing)).toBe("pt-BR");
  });

  it("the footer's switcher on /ar/faq goes to the same page in Spanish, by mouse and by keyboard", async () => {
    const context = await contextIn("en-GB");
    const page = await visit(context, "/ar/faq");
    const switcher = page.locator("footer nav a[hreflang]");
    expect(await switcher.count()).toBe(6);
    await Promise.all([page.waitForURL(/\/es\/faq$/), switcher.and(page.locator('[lang="es-419"]')).click()]);
    expect(await htmlLang(page)).toBe("es-419");
    expect(await languageCookie(context)).toBe("es-419");

    const hindi = page.locator('footer nav a[lang="hi"]');
    await hindi.focus();
    expect(await hindi.evaluate((a) => a === document.activeElement)).toBe(true);
    await Promise.all([page.waitForURL(/\/hi\/faq$/), page.keyboard.press("Enter")]);
    expect(await htmlLang(page)).toBe("hi");

    const missing = await visit(context, "/no-such-code-there");
    expect(await htmlLang(missing)).toBe("hi");
  });
});

describe("axe-core in Arabic and Hindi", () => {
  it.each(["/ar", "/ar/faq", "/hi", "/hi/faq", "/ar/signup"])(
    "%s has no serious or critical violations",
    async (path) => {
      const page = await visit(await contextIn("en-GB"), path);
      const serious = (await axeViolations(page)).filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious, path).toEqual([]);
    },
  );
});
