import type { Page, Request, Route } from "playwright-core";
import { baseUrl, browserForFile, VIEWPORTS, type ViewportName } from "./browser";

/**
 * The link generator on `/` and `/widget-embed`, in a real Chromium against the
 * real built server (see global-setup.ts). The harness browser reaches the
 * server from 127.0.0.1, so /api/geo answers from Accept-Language: en-GB → +44.
 */

/** Importing this module gives the test file its Chromium (browserForFile registers its hooks). */
export const session = browserForFile();

interface OpenOptions {
  path?: string;
  colorScheme?: "light" | "dark";
  permissions?: string[];
  /** Runs before navigation, so routes can catch the very first requests. */
  before?: (page: Page) => Promise<unknown>;
  /** Wait for country detection to finish (the phone field becomes usable). */
  ready?: boolean;
}

export async function open(viewport: ViewportName, options: OpenOptions = {}): Promise<Page> {
  const context = await session.newContext({
    ...VIEWPORTS[viewport],
    colorScheme: options.colorScheme ?? "light",
    locale: "en-GB",
    permissions: options.permissions ?? [],
  });
  const page = await context.newPage();
  watchLoadProblems(page);
  await options.before?.(page);
  await page.goto(new URL(options.path ?? "/", baseUrl()).href);
  if (options.ready !== false) await waitForDetection(page);
  return page;
}

const loadProblems = new WeakMap<Page, string[]>();

/** Script errors and failed asset loads, so a page that never hydrates says why. */
export function watchLoadProblems(page: Page): void {
  const problems: string[] = [];
  loadProblems.set(page, problems);
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith("/assets/")) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
}

/** Detection runs after hydration, so an enabled phone field also means the page is interactive. */
export async function waitForDetection(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="tel"]');
      return input !== null && !input.disabled;
    });
  } catch (error) {
    const problems = loadProblems.get(page) ?? [];
    throw new Error(`the generator never became usable; ${problems.join("; ") || "no load errors seen"}`, {
      cause: error,
    });
  }
}

export const phoneField = (page: Page) => page.getByLabel("Phone Number", { exact: true });
export const aliasField = (page: Page) => page.getByLabel("Custom Alias", { exact: true });
export const messageField = (page: Page) => page.getByLabel("Custom Message", { exact: true });
export const generateButton = (page: Page) => page.getByRole("button", { name: /Generat/ });
export const alertBox = (page: Page) => page.getByRole("alert");

/** Every request to the shortening API the page makes from now on. */
export function recordShortenRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/shorten") seen.push(request);
  });
  return seen;
}

/** A route handler that waits until the test lets it go, to observe in-between states. */
export function heldRoute(): {
  handler: (route: Route) => Promise<void>;
  release: () => void;
  arrived: Promise<void>;
} {
  let release = () => {};
  let arrive = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    handler: async (route) => {
      arrive();
      await released;
      await route.continue();
    },
    release: () => release(),
    arrived,
  };
}

let aliasCounter = 0;
/** Aliases unique per run, so tests never collide with each other or an earlier run's data. */
export function uniqueAlias(label: string): string {
  aliasCounter++;
  return `${label}-${Date.now().toString(36)}${aliasCounter}`.slice(0, 50);
}

export async function alertText(page: Page): Promise<string> {
  await alertBox(page).waitFor();
  return (await alertBox(page).textContent())?.trim() ?? "";
}

export async function generate(
  page: Page,
  input: { phone: string; alias?: string; message?: string },
): Promise<void> {
  await phoneField(page).fill(input.phone);
  if (input.alias !== undefined) await aliasField(page).fill(input.alias);
  if (input.message !== undefined) await messageField(page).fill(input.message);
  await generateButton(page).click();
}

export async function waitForResult(page: Page, shortUrl: string | RegExp): Promise<void> {
  await page.getByRole("link", { name: shortUrl }).first().waitFor();
}
