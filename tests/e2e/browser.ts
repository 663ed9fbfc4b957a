import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";

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

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
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

/** True when the page is wider than the viewport (horizontal scrolling on a phone). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
