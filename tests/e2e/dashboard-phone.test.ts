import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";
import { fillPhone, redirectOf } from "./links";

/**
 * The dashboard's create and edit forms read the number as the generator does
 * (issue 10 item 4): the server's reading under the field, the country picker, and
 * the chosen country posted with the form so the server reads a national number in it.
 */

const session = browserForFile();

const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

async function chooseCountry(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole("button", { name: /Choose the country/ }).click();
  await page.getByRole("combobox", { name: "Search countries" }).waitFor();
  await page.keyboard.type(search);
  expect(await page.getByRole("option").first().textContent()).toContain(name);
  await page.keyboard.press("Enter");
}

for (const viewport of ["desktop", "phone"] as const) {
  describe(`dashboard phone field on ${viewport}`, () => {
    it("shows what a national number will dial in the chosen country, and saves that number", async () => {
      const page = await pageAt(viewport);
      await signUp(page);
      await page.goto(url("/dashboard/links/new"));
      await hydrated(page);
      await fillPhone(page, "07911 123456");
      await chooseCountry(page, "united k", "United Kingdom");
      await page.getByText("Opens a chat with +44 7911 123456 · United Kingdom").waitFor();
      await page.getByText("We added +44 for United Kingdom and removed the leading 0.").waitFor();
      expect(await page.locator('img[src="/flags/gb.svg"]').count()).toBe(1);
      await expectNoAxeViolations(page, "new link with a reading");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `dash-phone-${viewport}-new`);

      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
      const shortUrl = (await page.locator(`a[href^="${baseUrl()}/"]`).first().textContent())?.trim() ?? "";
      const code = shortUrl.slice(baseUrl().length + 1);
      expect((await redirectOf(shortUrl)).location).toBe("https://wa.me/447911123456");

      await page.getByRole("link", { name: "Back to your links" }).click();
      await page.waitForURL(url("/dashboard"));
      const card = page.getByRole("article", { name: code });
      await card.waitFor();
      expect(await card.textContent()).toContain("+44 7911 123456");

      // Editing shows the link's country (issue 21 item 18): a national number retyped is read in it.
      await card.getByRole("link", { name: `Edit ${code}` }).click();
      await page.waitForURL(`${url("/dashboard/links/")}*`);
      await hydrated(page);
      await page.getByRole("button", { name: "Country: United Kingdom. Choose the country" }).waitFor();
      await page.getByLabel("Phone Number").fill("+1 416 555 0199");
      // The calling code +1 is the United States in the prefix table; libphonenumber knows 416 is Toronto.
      await page.getByText("Opens a chat with +1 416 555 0199 · Canada").waitFor();
      expect(await page.locator('img[src="/flags/ca.svg"]').count()).toBe(1);
      await page.getByLabel("Phone Number").fill("07400 123456");
      await page.getByText("Opens a chat with +44 7400 123456 · United Kingdom").waitFor();
      await page.getByRole("button", { name: /Choose the country/ }).click();
      await expectNoAxeViolations(page, "edit link with the country list open");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `dash-phone-${viewport}-edit-picker`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      expect((await redirectOf(shortUrl)).location).toBe("https://wa.me/447400123456");
    });
  });
}

describe("signed-in header on a 390 px phone", () => {
  it("fits two rows, with Log out beside the address, never alone on a row", async () => {
    const page = await pageAt("phone");
    await signUp(page);
    await page.goto(url("/dashboard"));
    await hydrated(page);
    const header = page.locator("header").first();
    const box = async (name: string) => {
      const found = await header
        .getByRole(name === "Log out" ? "button" : "link", { name, exact: true })
        .boundingBox();
      if (found === null) throw new Error(`${name} is not visible`);
      return found;
    };
    const [brand, links, logOut] = [await box("ChatLink"), await box("Links"), await box("Log out")];
    const email = await header.getByText(/@example\.com$/).boundingBox();
    const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
    // Logo and pages share the first row; the address and Log out the second.
    expect(Math.abs(centre(brand) - centre(links))).toBeLessThan(8);
    expect(email).not.toBeNull();
    expect(Math.abs(centre(email ?? logOut) - centre(logOut))).toBeLessThan(8);
    expect(centre(logOut)).toBeGreaterThan(centre(links) + 8);
    expect((await header.boundingBox())?.height ?? 0).toBeLessThan(120);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "dash-header-phone");
  });
});

describe("branded QR page on a 390 px phone", () => {
  it("shows the preview above the options and downloads, and the short URL unbroken", async () => {
    const page = await pageAt("phone");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await page.getByRole("link", { name: "Back to your links" }).click();
    await page.waitForURL(url("/dashboard"));
    await page
      .getByRole("link", { name: /^QR code/ })
      .first()
      .click();
    await page.waitForURL(/\/qr$/);
    await hydrated(page);
    const preview = await page.getByRole("heading", { name: "Preview" }).boundingBox();
    const download = await page.getByRole("button", { name: "Download PNG" }).boundingBox();
    const colours = await page.getByText("Foreground colour", { exact: true }).first().boundingBox();
    expect(preview?.y ?? Infinity).toBeLessThan(colours?.y ?? 0);
    expect(preview?.y ?? Infinity).toBeLessThan(download?.y ?? 0);
    // The short URL in the intro sits on one line (it may wrap before it, never inside "http").
    const shortUrl = page.locator("main p span.font-semibold").first();
    const lines = await shortUrl.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "dash-qr-phone");
  });
});
