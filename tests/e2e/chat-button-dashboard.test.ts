import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  screenshot,
  url,
  VIEWPORTS,
} from "./browser";
import { fillPhone } from "./links";

/**
 * The dashboard's Chat button page in a browser (issue 24): reached from the link's edit page,
 * the one line copied with Copy (Copied! for 2 s), the preview following the options before
 * they are saved, saving, axe and no sideways scrolling at 1280 and 390 px.
 */

const session = browserForFile();

for (const viewport of ["desktop", "phone"] as const)
  describe(`Chat button page on ${viewport}`, () => {
    it("copies the snippet, previews the options and saves them", async () => {
      const options =
        viewport === "desktop"
          ? VIEWPORTS.desktop
          : { ...VIEWPORTS.phone, viewport: { width: 390, height: 844 } };
      const context = await session.newContext({
        ...options,
        locale: "en-GB",
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
      await signUp(page);
      await page.goto(url("/dashboard/links/new"));
      await hydrated(page);
      await fillPhone(page, "+44 7911 123456");
      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
      const shortUrl = (await page.locator(`a[href^="${baseUrl()}/"]`).first().textContent())?.trim() ?? "";
      const code = shortUrl.slice(baseUrl().length + 1);
      await page.getByRole("link", { name: "Back to your links" }).click();
      await page
        .getByRole("article", { name: code })
        .getByRole("link", { name: `Edit ${code}` })
        .click();
      await page.getByRole("link", { name: "Chat button" }).click();
      await page.getByRole("heading", { level: 1, name: "Chat button" }).waitFor();
      await hydrated(page);

      const snippet = `<script src="${baseUrl()}/button.js" data-link="${code}" async></script>`;
      await page.getByRole("button", { name: "Copy chat button code" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

      // The preview is a sample page running the real script for this link.
      const preview = page.frameLocator('iframe[title="Sample page with your chat button"]');
      const launcher = preview.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" });
      expect(await launcher.getAttribute("href")).toBe(shortUrl);
      await page.getByLabel("Button text (optional)").fill("Talk to Rosa");
      await page.getByLabel("Corner").selectOption("left");
      const renamed = preview.getByRole("link", { name: "Talk to Rosa (opens in a new tab)" });
      await renamed.waitFor();
      // Bottom left of the sample page (boxes are in the dashboard page's coordinates).
      const frame = await page.locator('iframe[title="Sample page with your chat button"]').boundingBox();
      expect(((await renamed.boundingBox())?.x ?? 999) - (frame?.x ?? 0)).toBeLessThan(40);

      await page.getByLabel("Count which page each chat starts from").check();
      await page.getByRole("button", { name: "Save options" }).click();
      await page.getByRole("status").filter({ hasText: "Options saved." }).waitFor();
      await page.reload();
      expect(await page.getByLabel("Button text (optional)").inputValue()).toBe("Talk to Rosa");
      expect(await page.getByLabel("Count which page each chat starts from").isChecked()).toBe(true);
      await preview.getByRole("link", { name: "Talk to Rosa (opens in a new tab)" }).waitFor();
      await expectNoAxeViolations(page, `chat button page, ${viewport}`);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `dashboard-${viewport === "desktop" ? 1280 : 390}`);
    });
  });
