import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hasHorizontalOverflow, launchBrowser } from "./browser";
import { Contexts, ROUTES, VIEWPORT_NAMES } from "./site-fixtures";

/** axe-core on every route in both colour schemes and viewports; no sideways scrolling on a 360 px phone. */

let browser: Browser;
const contexts = new Contexts(() => browser);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => contexts.closeAll());
afterAll(() => browser?.close());

const SCHEMES = ["light", "dark"] as const;

describe.each(VIEWPORT_NAMES)("on %s", (viewport) => {
  describe.each(SCHEMES)("in the %s colour scheme", (colorScheme) => {
    it.each(ROUTES)("$path has no axe violations", async (route) => {
      const page = await contexts.page(viewport, route.path, { colorScheme });
      await page.waitForLoadState("load");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe("on a 360 px phone", () => {
  it.each(ROUTES)("$path does not scroll sideways", async (route) => {
    const page = await contexts.page("phone", route.path);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it("the open menu has no axe violations and does not scroll sideways", async () => {
    const page = await contexts.page("phone", "/", { colorScheme: "dark" });
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  it("a closed FAQ and an open one have no axe violations", async () => {
    const page = await contexts.page("phone", "/faq");
    await page.getByRole("button", { name: /free/i }).first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
