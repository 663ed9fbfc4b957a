import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  pageAt,
  screenshot,
  url,
} from "./browser";

/**
 * Issue 26: the workspace's analytics overview has its own entry in the dashboard's navigation,
 * reached with the keyboard, marked as the current page there, and on one screen at 390 px.
 */
const session = browserForFile();

/** Tabs from the top of the page until `name` has the focus (at most 20 presses); false if never. */
async function tabTo(page: Page, name: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return true;
  }
  return false;
}

const LANGUAGES = [
  { lang: "en", nav: "Account", label: "Analytics", heading: "Analytics overview" },
  // Portuguese has the longest words of the six on the desktop's one row.
  { lang: "pt-BR", nav: "Conta", label: "Estatísticas", heading: "Resumo das estatísticas" },
  { lang: "ar", nav: "الحساب", label: "الإحصاءات", heading: "نظرة عامة على الإحصاءات" },
] as const;

for (const viewport of ["phone", "desktop"] as const) {
  describe(`the dashboard navigation on ${viewport}`, () => {
    it("leads to the analytics overview by keyboard, marks it current, and fits the screen", async () => {
      const page = await pageAt(session, viewport);
      await signUp(page);
      for (const { lang, nav, label, heading } of LANGUAGES) {
        await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: baseUrl() }]);
        await page.goto(url("/dashboard"));
        const entry = page.getByRole("navigation", { name: nav }).getByRole("link", { name: label });
        expect(await entry.getAttribute("href"), lang).toBe("/dashboard/analytics");
        expect(await entry.getAttribute("aria-current"), lang).toBeNull();
        expect(await tabTo(page, label), `${lang}: Tab reaches ${label}`).toBe(true);
        await page.keyboard.press("Enter");
        await page.waitForURL(url("/dashboard/analytics"));
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        expect(await entry.getAttribute("aria-current"), lang).toBe("page");
        // Wholly on screen: not cut at the edge, nor pushed past it.
        const box = await entry.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        expect(
          box !== null && box.x >= 0 && box.x + box.width <= width,
          `${lang}: ${JSON.stringify(box)}`,
        ).toBe(true);
        expect(await hasHorizontalOverflow(page), lang).toBe(false);
        if (viewport === "desktop") {
          // At 1280 px the header stays one row: the new entry does not push Log out below the pages.
          const logOut = await page.getByRole("banner").getByRole("button").last().boundingBox();
          expect(logOut !== null && box !== null && Math.abs(logOut.y - box.y) < box.height, lang).toBe(true);
        }
        await expectNoAxeViolations(page, `analytics overview, ${lang}, ${viewport}`);
        await screenshot(page, `dash-nav-analytics-${lang}-${viewport}`);
      }
    });
  });
}

describe("the dashboard navigation on a 390 px phone", () => {
  it("shows the current page's entry on every page, scrolled into the row if need be, in English and Arabic", async () => {
    const page = await pageAt(session, "phone");
    await signUp(page);
    const pages = [
      "/dashboard",
      "/dashboard/analytics",
      "/dashboard/agents",
      "/dashboard/templates",
      "/dashboard/settings",
    ];
    for (const lang of ["en", "ar"] as const) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: baseUrl() }]);
      for (const path of pages) {
        await page.goto(url(path));
        const list = page.getByRole("banner").getByRole("navigation").first().getByRole("list");
        const current = list.locator('a[aria-current="page"]');
        expect(await current.getAttribute("href"), `${lang} ${path}`).toBe(path);
        // Hydrated pages bring it into view; wait for that, then check it is wholly inside the row.
        await page.waitForFunction(
          ({ outer, inner }) => {
            const a = document.querySelector(outer)?.getBoundingClientRect();
            const b = document.querySelector(inner)?.getBoundingClientRect();
            return a !== undefined && b !== undefined && b.left >= a.left - 1 && b.right <= a.right + 1;
          },
          { outer: "header nav ul", inner: 'header nav ul a[aria-current="page"]' },
          { timeout: 5000 },
        );
        expect(await hasHorizontalOverflow(page), `${lang} ${path}`).toBe(false);
      }
      await screenshot(page, `dash-nav-settings-${lang}-phone`);
    }
  });
});
