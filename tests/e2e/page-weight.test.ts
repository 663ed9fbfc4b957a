import { describe, expect, it } from "vitest";
import { browserForFile, url, VIEWPORTS } from "./browser";
import { GENERATOR_PAGE_JS_BUDGET, javaScriptLoaded, TEXT_PAGE_JS_BUDGET } from "./page-weight";

/**
 * Issue 23 item 5: JavaScript as Chromium downloads it (encoded bytes of every script response,
 * the server's precompressed files). Pages without the generator are sent without React
 * (docs/decisions/0148-text-pages-without-react.md); the team card is measured in team-card.test.ts.
 */

const session = browserForFile();

const TEXT_PAGES = [
  "/features",
  "/how-it-works",
  "/faq",
  "/terms",
  "/privacy",
  "/docs/api",
  "/404",
  "/no-such-page",
  "/login",
  "/signup",
  "/forgot-password",
  // Their address holds a token: same-origin referrers let their plain forms post (ADR 0148).
  "/reset-password?token=not-a-real-token",
  "/verify-email?token=not-a-real-token",
  "/invitation?token=not-a-real-token",
];
const GENERATOR_PAGES = ["/", "/widget", "/widget-embed"];

describe("JavaScript a page downloads", () => {
  it.each(TEXT_PAGES)(
    `%s: at most ${TEXT_PAGE_JS_BUDGET / 1000} KB, and its buttons work without React`,
    async (path) => {
      const context = await session.newContext({ ...VIEWPORTS.phone, locale: "en-GB" });
      const page = await context.newPage();
      const loaded = await javaScriptLoaded(page, url(path));
      console.log(
        `${path}: ${loaded.bytes} B in ${loaded.files.length} files, ${loaded.inlineChars} inline chars`,
      );
      expect(loaded.bytes, loaded.files.join(", ")).toBeLessThanOrEqual(TEXT_PAGE_JS_BUDGET);
      // The page's own script ran (the Menu button works); React never did.
      const html = page.locator("html");
      expect(await html.getAttribute("data-enhanced")).toBe("true");
      expect(await html.getAttribute("data-hydrated")).toBeNull();
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.click();
      expect(await menu.getAttribute("aria-expanded")).toBe("true");
      expect(
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Widget" })
          .isVisible(),
      ).toBe(true);
    },
  );

  it.each(GENERATOR_PAGES)(
    `%s: at most ${GENERATOR_PAGE_JS_BUDGET / 1000} KB, hydrated by React`,
    async (path) => {
      const context = await session.newContext({ ...VIEWPORTS.desktop, locale: "en-GB" });
      const page = await context.newPage();
      const loaded = await javaScriptLoaded(page, url(path));
      console.log(`${path}: ${loaded.bytes} B in ${loaded.files.length} files`);
      expect(loaded.bytes, loaded.files.join(", ")).toBeLessThanOrEqual(GENERATOR_PAGE_JS_BUDGET);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  );

  it("a client-side navigation from the hydrated home page renders a text page with React", async () => {
    const page = await session.newPage("phone");
    await page.goto(url("/"));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL(/\/faq$/);
    // The same document (React's marker is still there), and the accordion works through React.
    const second = page.getByRole("main").locator("button[aria-expanded]").nth(1);
    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
    expect(await page.locator("html").getAttribute("data-enhanced")).toBeNull();
  });

  it("/login: the pressed button reads Logging in… and a second press sends nothing", async () => {
    const page = await session.newPage("desktop");
    await page.goto(url("/login"));
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    // After the page's own handler, note whether it let each submission go, then keep this
    // document (the real post is covered by auth.test.ts).
    await page.evaluate(() => {
      const sent: boolean[] = [];
      Object.assign(window, { sent });
      addEventListener("submit", (event) => {
        sent.push(!event.defaultPrevented);
        event.preventDefault();
      });
    });
    await page.getByLabel("Email").fill("nobody-weight@example.com");
    await page.getByLabel("Password").fill("wrong password here");
    await page.getByRole("button", { name: "Log in" }).click();
    const pending = page.getByRole("button", { name: "Logging in…" });
    await pending.waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>("main button[type=submit]")?.disabled,
    );
    await page.evaluate(() => document.querySelector<HTMLFormElement>("main form")?.requestSubmit());
    expect(await page.evaluate(() => (window as unknown as { sent: boolean[] }).sent)).toEqual([true, false]);
  });
});
