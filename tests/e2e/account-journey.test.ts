import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newEmail, submitSignUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  interactive,
  screenshot,
  USER_AGENTS,
  url,
} from "./browser";
import { fillPhone, redirectOf } from "./links";

/**
 * The accounts issue's whole chain as one person walks it, in one browser context
 * against the built server: sign up from the header → create a link → people
 * click it → edit it → analytics and the CSV → delete it → log out. On a desktop
 * and a phone, with axe-core on every page of the chain. The clicks are plain
 * HTTP requests, as a visitor's browser sends them on its way to WhatsApp.
 */

const session = browserForFile();

const FIRST = {
  phone: "+44 7911 123456",
  digits: "447911123456",
  message: "Hi! Is the blue teapot in stock?",
};
const EDITED = {
  phone: "+44 7400 123456",
  digits: "447400123456",
  message: "Hello again: the green teapot?",
};
/** Visitors before the edit: one crawler (a link preview) besides the people. */
const PEOPLE = [USER_AGENTS.iphone, USER_AGENTS.android, USER_AGENTS.desktop];
const CRAWLER = USER_AGENTS.googlebot;

const waUrl = (to: { digits: string; message: string }) =>
  `https://wa.me/${to.digits}?text=${encodeURIComponent(to.message)}`;

/** The analytics page's totals as a person reads them, e.g. "Human clicks 3 · Bot hits 1". */
async function totalsText(page: Page): Promise<string> {
  const text = await page.getByRole("region", { name: "Totals" }).innerText();
  const humans = /Human clicks\s+([\d,]+)/.exec(text)?.[1];
  const bots = /Bot hits\s+([\d,]+)/.exec(text)?.[1];
  return `Human clicks ${humans} · Bot hits ${bots}`;
}

/** Clicks are written in batches about every second: reload, as a person would, until they show. */
async function reloadUntilTotals(page: Page, expected: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return totalsText(page);
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(expected);
  await hydrated(page);
}

describe.each(["desktop", "phone"] as const)("account journey on %s", (viewport) => {
  it("sign up → create → clicks → edit → analytics and CSV → delete → log out", async () => {
    const page = await session.newPage(viewport);
    const checkPage = async (where: string) => {
      await expectNoAxeViolations(page, `${where} on ${viewport}`);
      expect(await hasHorizontalOverflow(page), `${where} scrolls sideways`).toBe(false);
    };

    // 1. Sign up from the header's call to action (behind the Menu button on a phone).
    await page.goto(url("/"));
    await hydrated(page);
    const mainNav = page.getByRole("navigation", { name: "Main" });
    if (viewport === "phone") await mainNav.getByRole("button", { name: "Menu" }).click();
    await mainNav.getByRole("link", { name: "Sign Up Free" }).click();
    await page.waitForURL(url("/signup"));
    await interactive(page);
    await page.getByRole("heading", { level: 1, name: "Create your free account" }).waitFor();
    await checkPage("sign-up");
    const email = newEmail("journey");
    await submitSignUp(page, email);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "Your links" }).waitFor();
    expect(await page.getByRole("banner").getByText(email).isVisible()).toBe(true);

    // 2. Create a link; it is listed with its short URL.
    await page.getByRole("link", { name: "New link" }).click();
    await page.waitForURL(url("/dashboard/links/new"));
    await fillPhone(page, FIRST.phone);
    await page.getByLabel("Custom Message").fill(FIRST.message);
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    const shortUrlPattern = new RegExp(`^${baseUrl().replaceAll(".", "\\.")}/[a-z0-9]{7}$`);
    const shortUrl = (await page.getByRole("link", { name: shortUrlPattern }).textContent())?.trim() ?? "";
    const code = shortUrl.slice(baseUrl().length + 1);
    await checkPage("new link");

    await page.getByRole("link", { name: "Back to your links" }).click();
    await page.waitForURL(url("/dashboard"));
    const row = page.getByRole("article", { name: code });
    const listedUrl = row.getByRole("link", { name: shortUrl.replace(/^https?:\/\//, ""), exact: true });
    expect(await listedUrl.getAttribute("href")).toBe(shortUrl);
    expect(await listedUrl.isVisible()).toBe(true);
    expect(await row.innerText()).toContain(FIRST.phone);
    expect(await row.innerText()).toContain(FIRST.message);
    await checkPage("dashboard");

    // 3. Visitors follow the short URL: three people and one link-preview crawler.
    for (const userAgent of [...PEOPLE, CRAWLER])
      expect(await redirectOf(shortUrl, userAgent)).toEqual({ status: 302, location: waUrl(FIRST) });
    await row.getByRole("link", { name: `Analytics ${code}` }).click();
    await page.waitForURL(url("/dashboard/links/*/analytics"));
    await reloadUntilTotals(page, "Human clicks 3 · Bot hits 1");

    // 4. Edit the number and message (Enter submits, as in any form): the short URL stays, the chat changes.
    await page.getByRole("link", { name: "Edit link" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit link" }).waitFor();
    expect(await page.getByText(shortUrl, { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Custom Message").fill(EDITED.message);
    await fillPhone(page, EDITED.phone);
    await page.getByLabel("Phone Number").press("Enter");
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    expect(await page.getByText(shortUrl, { exact: true }).isVisible()).toBe(true);
    await checkPage("edit");
    expect(await redirectOf(shortUrl, USER_AGENTS.desktop)).toEqual({ status: 302, location: waUrl(EDITED) });

    // 5. The analytics keep the clicks from before the edit and add the new one; the CSV has the same.
    // The link's own analytics, from its edit page (the header's Analytics is the workspace's overview).
    await page
      .getByRole("form", { name: "Edit link" })
      .getByRole("link", { name: "Analytics", exact: true })
      .click();
    await page.waitForURL(url("/dashboard/links/*/analytics"));
    await reloadUntilTotals(page, "Human clicks 4 · Bot hits 1");
    await page.getByRole("img", { name: /^Clicks per day: 4 human clicks and 1 bot hits/ }).waitFor();
    await screenshot(page, `journey-analytics-${viewport}`);
    await checkPage("analytics");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV of this range" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^chatlink-${code}-\\d{4}-\\d\\d-\\d\\d-to-`));
    const rows = (await readFile(await download.path(), "utf8"))
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(rows[0]).toEqual(["period_start_utc", "period", "dimension", "value", "traffic", "count"]);
    // Summed over periods: a run across midnight UTC splits the clicks over two days.
    const sum = (dimension: string, value: string, traffic: string) =>
      rows
        .filter((r) => r[2] === dimension && r[3] === value && r[4] === traffic)
        .reduce((total, r) => total + Number(r[5]), 0);
    expect(sum("total", "", "human")).toBe(4);
    expect(sum("total", "", "bot")).toBe(1);
    expect(sum("device", "mobile", "human")).toBe(2);
    expect(sum("device", "desktop", "human")).toBe(2);

    // 6. Delete the link after its confirm step: the short URL shows Link Not Found.
    await page.getByRole("link", { name: "Back to your links" }).click();
    await page.waitForURL(url("/dashboard"));
    const edited = await row.innerText();
    expect(edited).toContain(EDITED.phone);
    expect(edited).toContain(EDITED.message);
    // The column labels are shown in capitals.
    expect(edited).toMatch(/Clicks\s+4\b/i);
    // The confirm step is a <details> disclosure; its summary has no ARIA role to find it by, so its text.
    await row.getByText(`Delete ${code}`, { exact: true }).click();
    await row.getByRole("button", { name: `Delete link ${code}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Deleted ${code}. Its short URL now shows Link Not Found.` })
      .waitFor();
    await page.getByRole("heading", { name: "No links yet" }).waitFor();
    expect(await row.count()).toBe(0);

    const gone = await page.goto(shortUrl);
    expect(gone?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Link Not Found" }).waitFor();
    expect((await redirectOf(shortUrl, USER_AGENTS.desktop)).status).toBe(404);

    // 7. Log out: the site header is the signed-out one again, and the dashboard asks for a log-in.
    await page.goto(url("/dashboard"));
    await hydrated(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(url("/"));
    // The URL changes before the home page replaces the dashboard: wait for the site header's own nav.
    const siteNav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    if (viewport === "phone") await siteNav.getByRole("button", { name: "Menu" }).click();
    await siteNav.getByRole("link", { name: "Login" }).waitFor();
    expect(await siteNav.getByRole("button", { name: "Log out" }).count()).toBe(0);
    await page.goto(url("/dashboard"));
    await page.waitForURL(url("/login"));
    await interactive(page);
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    await checkPage("login");
  });
});
