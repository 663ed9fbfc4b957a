import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, hydrated, pageAt, screenshot, url } from "./browser";
import { fillPhone } from "./links";

/**
 * The embed and the widget page (issue 21 item 22): `/widget-embed` runs clean where
 * the browser refuses storage to a third-party frame, and the preview on `/widget` is
 * as tall as the embed, so its Generate button is never cut off.
 */

const session = browserForFile();

/** What a browser that blocks third-party storage does: reading either store throws. */
const BLOCK_STORAGE = `for (const name of ["sessionStorage", "localStorage"]) {
  Object.defineProperty(window, name, {
    configurable: true,
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
  });
}`;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  return errors;
}

describe("/widget-embed with storage blocked", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`loads, hydrates and makes a link without an error on ${viewport}`, async () => {
      const page = await pageAt(session, viewport);
      await page.addInitScript(BLOCK_STORAGE);
      const errors = watchErrors(page);
      await page.goto(url("/widget-embed"));
      await hydrated(page);
      await fillPhone(page, "+44 7911 123456");
      await page.getByRole("button", { name: "Generate Link" }).click();
      await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
      // Navigating away and back runs scroll restoration's save and restore too.
      await page.reload();
      await hydrated(page);
      expect(errors).toEqual([]);
    });
  }
});

describe("/widget live preview", () => {
  const cases = [
    { viewport: "desktop", first: false },
    { viewport: "phone", first: false },
    // The frame loads beside the page's scripts: when it hydrates first, its height was posted
    // before the page listened. The page's own route module is held back to make that happen.
    { viewport: "desktop", first: true },
  ] as const;
  for (const { viewport, first } of cases) {
    const when = first ? ", when the frame hydrates before the page" : "";
    it(`is sized to the embed, with its Generate button inside the frame, on ${viewport}${when}`, async () => {
      const page = await pageAt(session, viewport);
      const errors = watchErrors(page);
      if (first)
        await page.route(
          (address) => /\/assets\/widget-(?!embed)[^/]*\.js$/.test(address.pathname),
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1500));
            await route.continue();
          },
        );
      await page.goto(url("/widget"));
      await hydrated(page);
      const frameElement = page.locator("iframe").first();
      await frameElement.scrollIntoViewIfNeeded();
      const frame = page.frameLocator("iframe").first();
      const button = frame.getByRole("button", { name: "Generate Link" });
      await button.waitFor();
      const placeholder = frame.getByText("Your Link Will Appear Here");
      await expect
        .poll(
          async () => {
            const outer = await frameElement.boundingBox();
            const inner = await placeholder.boundingBox();
            if (outer === null || inner === null) return false;
            return inner.y + inner.height <= outer.y + outer.height;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      const outer = await frameElement.boundingBox();
      const generate = await button.boundingBox();
      expect(outer).not.toBeNull();
      expect(generate).not.toBeNull();
      if (outer === null || generate === null) return;
      expect(generate.y + generate.height).toBeLessThanOrEqual(outer.y + outer.height);
      // Nothing scrolls inside the frame: its document fits the frame's height.
      const inside = await frame.locator("html").evaluate((root) => root.scrollHeight - root.clientHeight);
      expect(inside).toBeLessThanOrEqual(1);
      await screenshot(page, `widget-preview-${viewport}${first ? "-frame-first" : ""}`);
      expect(errors).toEqual([]);
    });
  }
});
