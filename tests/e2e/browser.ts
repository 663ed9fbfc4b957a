import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

/** The system Chromium: browser downloads do not work on our machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** What browsers (and one crawler) send; the server tells human clicks from bot hits by it. */
export const USER_AGENTS = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A phone's User-Agent too: headless Chromium's own says "HeadlessChrome", which the server counts as a bot.
  phone: {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: USER_AGENTS.android,
  },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  return inject("baseUrl");
}

/** An absolute URL on the server under test. */
export const url = (path: string): string => new URL(path, baseUrl()).href;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** Resolves once the app has hydrated (root.tsx sets data-hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Resolves once the page's buttons work: React has hydrated it, or, on a page sent without React
 * (app/lib/without-react.ts), its script has run (lib/page-enhancements.ts sets data-enhanced).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      document.documentElement.dataset.enhanced === "true",
  );
}

export interface BrowserSession {
  /** A new context, closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a new en-GB context at this viewport; page errors are logged. */
  newPage(viewport: ViewportName, colorScheme?: "light" | "dark"): Promise<Page>;
}

/**
 * One Chromium for the calling test file: launched before all its tests, closed
 * after them; contexts made through the session close after each test.
 */
export function browserForFile(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  async function newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
    if (browser === undefined)
      throw new Error("browserForFile: the browser is not running (use it inside a test)");
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  }
  return {
    newContext,
    async newPage(viewport, colorScheme = "light") {
      const context = await newContext({ ...VIEWPORTS[viewport], colorScheme, locale: "en-GB" });
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
      return page;
    },
  };
}

/** Desktop at 1280 px, or a 390 px phone (the size the issues name), with page errors logged. */
export async function pageAt(session: BrowserSession, viewport: "desktop" | "phone"): Promise<Page> {
  const options =
    viewport === "desktop"
      ? VIEWPORTS.desktop
      : { ...VIEWPORTS.phone, viewport: { width: 390, height: 844 } };
  const context = await session.newContext({ ...options, colorScheme: "light", locale: "en-GB" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  return page;
}

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  path = "/",
  options: { colorScheme?: "light" | "dark"; permissions?: string[]; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    colorScheme: options.colorScheme ?? "light",
    locale: options.locale ?? "en-GB",
    permissions: options.permissions ?? [],
  });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  return { context, page };
}

const axePath = createRequire(import.meta.url).resolve("axe-core");

/** axe-core violations (WCAG 2.x A/AA rules) on the page as it is now. */
export async function axeViolations(
  page: Page,
): Promise<Array<{ id: string; impact: string | null; nodes: string[] }>> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations.map(
      (v: { id: string; impact: string | null; nodes: Array<{ target: string[] }> }) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target.join(" ")),
      }),
    );
  });
}

/** Fails with `where` and the rules broken when axe-core finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** Set SCREENSHOT_DIR to keep full-page pictures of what the browser tests see. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** Saves `SCREENSHOT_DIR/<name>.png` when SCREENSHOT_DIR is set; otherwise does nothing. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR === undefined || SCREENSHOT_DIR === "") return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** True when the page is wider than the viewport (horizontal scrolling on a phone). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
