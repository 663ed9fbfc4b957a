import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeQr } from "../support/decode-qr";
import {
  axeViolations,
  baseUrl,
  hasHorizontalOverflow,
  hydrated,
  launchBrowser,
  screenshot,
  USER_AGENTS,
  url,
  VIEWPORTS,
  type ViewportName,
} from "./browser";

/**
 * The analytics and branded-QR pages in a real Chromium for a signed-in owner:
 * axe-core finds nothing on desktop and phone in both colour schemes, nothing
 * scrolls sideways at 360 px, the preview follows the colours and a low-contrast
 * pair is refused on the page. Set SCREENSHOT_DIR to keep pictures of each page.
 */

let browser: Browser;
let storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;
let linkId: number;
let shortUrl: string;
const contexts: BrowserContext[] = [];
const UAS = [USER_AGENTS.iphone, USER_AGENTS.android, USER_AGENTS.desktop, USER_AGENTS.googlebot];

beforeAll(async () => {
  browser = await launchBrowser();
  // One owner with one link that has a few clicks, signed up through the form a browser posts.
  const context = await browser.newContext();
  const origin = new URL(baseUrl()).origin;
  const email = `analytics-${Date.now().toString(36)}@example.com`;
  const signUp = await context.request.post(url("/signup"), {
    form: { email, password: "purple elephants dance at noon 42", ageConfirmed: "yes", next: "/dashboard" },
    headers: { origin },
  });
  expect(signUp.ok()).toBe(true);
  const created = await context.request.post(url("/dashboard/links/new"), {
    form: { phone: "+44 7911 123456", message: "Hello", alias: "" },
    headers: { origin },
  });
  expect(created.status()).toBeLessThan(400);
  const list = await (await context.request.get(url("/dashboard"))).text();
  linkId = Number(/\/dashboard\/links\/(\d+)\/analytics/.exec(list)?.[1]);
  expect(linkId).toBeGreaterThan(0);
  const code = new RegExp(`${origin.replaceAll(".", "\\.")}/([A-Za-z0-9_-]{5,50})`).exec(list)?.[1];
  shortUrl = `${origin}/${code}`;
  for (const [i, ua] of UAS.entries())
    for (let n = 0; n <= i; n++)
      await fetch(url(`/${code}`), {
        headers: { "user-agent": ua, referer: "https://l.instagram.com/" },
        redirect: "manual",
      });
  // Clicks are written within a second; wait until the export has them, so every page shows bars.
  for (let attempt = 0; attempt < 100; attempt++) {
    const csv = await (
      await context.request.get(url(`/dashboard/links/${linkId}/analytics/csv?range=7`))
    ).text();
    if (csv.trim().split("\n").length > 1) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  storageState = await context.storageState();
  await context.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(
  viewport: ViewportName,
  path: string,
  colorScheme: "light" | "dark" = "light",
): Promise<Page> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    colorScheme,
    locale: "en-GB",
    storageState,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(url(path));
  await hydrated(page);
  return page;
}

const PAGES = [
  { name: "analytics", path: () => `/dashboard/links/${linkId}/analytics`, heading: "Analytics" },
  { name: "qr", path: () => `/dashboard/links/${linkId}/qr`, heading: "Branded QR code" },
] as const;

describe.each(["desktop", "phone"] as const)("on %s", (viewport) => {
  describe.each(["light", "dark"] as const)("in the %s colour scheme", (scheme) => {
    it.each(PAGES)(
      "the $name page renders for its owner with no axe violations",
      async ({ name, path, heading }) => {
        const page = await open(viewport, path(), scheme);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        if (name === "qr") await page.locator('img[src^="blob:"]').waitFor();
        await screenshot(page, `${name}-${viewport}-${scheme}`);
        expect(await axeViolations(page)).toEqual([]);
        if (viewport === "phone") expect(await hasHorizontalOverflow(page)).toBe(false);
      },
    );
  });
});

describe("analytics page", () => {
  it("shows the chart with a summary, the breakdowns and a CSV link; the table of numbers opens", async () => {
    const page = await open("desktop", `/dashboard/links/${linkId}/analytics?range=7`);
    await expect(
      page.getByRole("img", { name: /Clicks per day: \d+ human clicks and \d+ bot hits/ }).count(),
    ).resolves.toBe(1);
    for (const name of ["Top countries", "Device types", "Operating systems", "Browsers", "Referrers"])
      await page.getByRole("heading", { level: 2, name }).waitFor();
    expect(await page.getByRole("link", { name: "Download CSV of this range" }).getAttribute("href")).toBe(
      `/dashboard/links/${linkId}/analytics/csv?range=7`,
    );
    await page.getByText("Show the numbers as a table").click();
    await page.getByRole("table", { name: "Clicks per day" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("custom dates of three days or fewer chart by hour", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await open("phone", `/dashboard/links/${linkId}/analytics`);
    await page.getByLabel("From", { exact: true }).fill(today);
    await page.getByLabel("To", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("heading", { level: 2, name: "Clicks per hour" }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

describe("branded QR page", () => {
  it("refuses a low-contrast pair as you type and recovers", async () => {
    const page = await open("phone", `/dashboard/links/${linkId}/qr`);
    const hex = page.getByLabel("Foreground colour hex value");
    await hex.fill("#25d366");
    await page.getByRole("alert").filter({ hasText: "too close to scan" }).waitFor();
    expect(await page.getByRole("button", { name: "Download PNG" }).isDisabled()).toBe(true);
    await screenshot(page, "qr-phone-refused");
    expect(await axeViolations(page)).toEqual([]);
    await hex.fill("#075e54");
    await page.getByRole("button", { name: "Download PNG" }).and(page.locator(":enabled")).waitFor();
  });

  it("downloads a 2048 px PNG with an uploaded SVG logo drawn in the middle", async () => {
    const page = await open("desktop", `/dashboard/links/${linkId}/qr`);
    await page.locator('img[src^="blob:"]').waitFor();
    await page.getByLabel("Logo (optional)").setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1" fill="#e65100"/></svg>',
      ),
    });
    await page.getByLabel("PNG size").selectOption("2048");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-qr-2048\.png$/);
    const png = PNG.sync.read(readFileSync(await download.path()));
    expect([png.width, png.height]).toEqual([2048, 2048]);
    const i = (1024 * 2048 + 1024) * 4;
    expect([png.data[i], png.data[i + 1], png.data[i + 2]]).toEqual([0xe6, 0x51, 0x00]);
    expect(await page.getByRole("alert").count()).toBe(0);
    await screenshot(page, "qr-desktop-svg-logo");
  });

  it("refuses a logo too large to scan before download, and the PNG it then downloads scans to the link", async () => {
    const page = await open("desktop", `/dashboard/links/${linkId}/qr`);
    await page.locator('img[src^="blob:"]').waitFor();
    const logo = new PNG({ width: 32, height: 32 });
    logo.data.fill(40); // opaque dark grey: the worst case for scanning
    await page.getByLabel("Logo (optional)").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: PNG.sync.write(logo),
    });
    const logoSize = page.getByLabel("Logo size");
    await logoSize.fill("55");
    await page.getByRole("alert").filter({ hasText: "The logo is too large to scan" }).waitFor();
    expect(await page.getByRole("button", { name: "Download PNG" }).isDisabled()).toBe(true);
    await logoSize.fill("40");
    await page.getByRole("button", { name: "Download PNG" }).and(page.locator(":enabled")).waitFor();
    await page.getByLabel("PNG size").selectOption("512");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(await decodeQr(new Uint8Array(readFileSync(await download.path())))).toBe(`${shortUrl}?ref=qr`);
  });

  it("says to log in again when the session ended while the page was open, saving nothing", async () => {
    const page = await open("desktop", `/dashboard/links/${linkId}/qr`);
    await page.locator('img[src^="blob:"]').waitFor();
    await page.context().clearCookies();
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.getByRole("button", { name: "Download PNG" }).click();
    await page.getByRole("alert").filter({ hasText: "You have been logged out. Log in again" }).waitFor();
    expect(downloads).toBe(0);
  });

  it("downloads the PNG and SVG the preview shows", async () => {
    const page = await open("desktop", `/dashboard/links/${linkId}/qr`);
    await page.locator('img[src^="blob:"]').waitFor();
    for (const [button, extension] of [
      ["Download PNG", "png"],
      ["Download SVG", "svg"],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-qr(-1024)?\\.${extension}$`));
    }
  });

  it("the scans switch saves as it is clicked, and the PNG then scans to the bare short link", async () => {
    const page = await open("phone", `/dashboard/links/${linkId}/qr`);
    const toggle = page.getByLabel("Count QR code scans apart");
    expect(await toggle.isChecked()).toBe(true);
    // The preview's image is a POST too, so wait for the save's own confirmation.
    const saved = page.getByText("Saved.", { exact: true });
    await toggle.click();
    await page.getByText(`The code opens ${shortUrl}: scans are counted with the other clicks.`).waitFor();
    await saved.waitFor({ state: "attached" });
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel("Count QR code scans apart").isChecked()).toBe(false);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(await decodeQr(new Uint8Array(readFileSync(await download.path())))).toBe(shortUrl);
    // Back on, as the other tests of this file expect.
    await page.getByLabel("Count QR code scans apart").click();
    await page.getByText("Saved.", { exact: true }).waitFor({ state: "attached" });
  });
});
