import type { Browser, BrowserContext, Page } from "playwright-core";
import { SITE_PAGES } from "#core/site-pages";
import { API_DOCS } from "../../app/content/api-docs";
import { FAQ } from "../../app/content/faq";
import { FEATURES } from "../../app/content/features";
import { HOME } from "../../app/content/home";
import { HOW_IT_WORKS } from "../../app/content/how-it-works";
import { NOT_FOUND } from "../../app/content/not-found";
import { PRIVACY } from "../../app/content/privacy";
import { TERMS } from "../../app/content/terms";
import { WIDGET_EMBED_META } from "../../app/content/ui-widget";
import { WIDGET } from "../../app/content/widget";
import { baseUrl, interactive, VIEWPORTS, type ViewportName } from "./browser";

/** Every route of the documented table with the title its page must carry. */
export const ROUTES: ReadonlyArray<{ path: string; title: string; shell: boolean }> = [
  { path: SITE_PAGES.home, title: HOME.meta.title, shell: true },
  { path: SITE_PAGES.features, title: FEATURES.meta.title, shell: true },
  { path: SITE_PAGES["how-it-works"], title: HOW_IT_WORKS.meta.title, shell: true },
  { path: SITE_PAGES.faq, title: FAQ.meta.title, shell: true },
  { path: SITE_PAGES.terms, title: TERMS.meta.title, shell: true },
  { path: SITE_PAGES.privacy, title: PRIVACY.meta.title, shell: true },
  { path: SITE_PAGES.widget, title: WIDGET.meta.title, shell: true },
  { path: SITE_PAGES["widget-embed"], title: WIDGET_EMBED_META.title, shell: false },
  { path: SITE_PAGES["api-docs"], title: API_DOCS.meta.title, shell: true },
  { path: SITE_PAGES["404"], title: NOT_FOUND.meta.title, shell: true },
  { path: "/no-such-page/at-all", title: NOT_FOUND.meta.title, shell: true },
];

export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export function url(path: string): string {
  return new URL(path, baseUrl()).href;
}

/** Opens contexts and closes them all after each test. */
export class Contexts {
  private open: BrowserContext[] = [];

  constructor(private readonly browser: () => Browser) {}

  async page(
    viewport: ViewportName,
    path: string,
    options: {
      colorScheme?: "light" | "dark";
      permissions?: string[];
      before?: (page: Page) => Promise<unknown>;
      /** False for pages that are not ours (no hydration marker to wait for). */
      hydrated?: boolean;
    } = {},
  ): Promise<Page> {
    const context = await this.browser().newContext({
      ...VIEWPORTS[viewport],
      colorScheme: options.colorScheme ?? "light",
      locale: "en-GB",
      permissions: options.permissions ?? [],
    });
    this.open.push(context);
    const page = await context.newPage();
    await options.before?.(page);
    await page.goto(url(path));
    if (options.hydrated !== false) await waitForHydration(page);
    return page;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.open.splice(0).map((context) => context.close()));
  }
}

/**
 * Buttons work once the root component marks <html data-hydrated> (React owns the page) or, on
 * the pages sent without React, once their script marks <html data-enhanced> (browser.ts interactive).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await interactive(page);
}
