import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FAQ } from "../../app/content/faq";
import { NOT_FOUND } from "../../app/content/not-found";
import { SHELL_LABELS } from "../../app/content/ui-labels";
import { embedCode, exampleHtmlPage } from "../../app/lib/embed-code";
import { baseUrl, launchBrowser } from "./browser";
import { Contexts, url, VIEWPORT_NAMES } from "./site-fixtures";

/** Page behaviour: the FAQ accordion, the widget's copy buttons, Link Not Found. */

let browser: Browser;
const contexts = new Contexts(() => browser);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => contexts.closeAll());
afterAll(() => browser?.close());

async function expandedStates(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("button[aria-expanded]")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") ?? ""));
}

describe.each(VIEWPORT_NAMES)("on %s", (viewport) => {
  describe("FAQ accordion", () => {
    it("has 20 questions as buttons; the first starts open, with its answer shown", async () => {
      const page = await contexts.page(viewport, "/faq");
      const states = await expandedStates(page);
      expect(states).toHaveLength(20);
      expect(states).toEqual(["true", ...Array(19).fill("false")]);
      const first = page.getByRole("button", { name: FAQ.items[0]?.question });
      const panelId = await first.getAttribute("aria-controls");
      expect(panelId).toBeTruthy();
      expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
      expect(await page.locator(`[id="${panelId}"]`).textContent()).toContain(
        FAQ.items[0]?.answer.slice(0, 40),
      );
    });

    it("opens one answer at a time, and clicking the open one closes it", async () => {
      const page = await contexts.page(viewport, "/faq");
      const third = page.getByRole("button", { name: FAQ.items[2]?.question });
      await third.click();
      expect(await expandedStates(page)).toEqual(["false", "false", "true", ...Array(17).fill("false")]);
      const thirdPanel = page.locator(`[id="${await third.getAttribute("aria-controls")}"]`);
      expect(await thirdPanel.isVisible()).toBe(true);

      await third.click();
      expect(await expandedStates(page)).toEqual(Array(20).fill("false"));
      expect(await thirdPanel.isVisible()).toBe(false);
    });

    it("works from the keyboard", async () => {
      const page = await contexts.page(viewport, "/faq");
      await page.getByRole("button", { name: FAQ.items[1]?.question }).focus();
      await page.keyboard.press("Enter");
      expect((await expandedStates(page)).slice(0, 2)).toEqual(["false", "true"]);
      await page.keyboard.press("Space");
      expect((await expandedStates(page)).slice(0, 2)).toEqual(["false", "false"]);
    });

    it("has the support note and buttons to register and to how it works", async () => {
      const page = await contexts.page(viewport, "/faq");
      expect(await page.getByText(/typically replies within 24 hours/).count()).toBe(1);
      expect(await page.getByRole("link", { name: "help@chatlink.test" }).getAttribute("href")).toBe(
        "mailto:help@chatlink.test",
      );
      expect(await page.getByRole("link", { name: "Create Free Account" }).getAttribute("href")).toBe(
        "/signup",
      );
      expect(
        await page.getByRole("main").getByRole("link", { name: "See How It Works" }).getAttribute("href"),
      ).toBe("/how-it-works");
    });
  });

  describe("widget page copy buttons", () => {
    const cases = [
      { button: "Copy embed code", text: () => embedCode(baseUrl()) },
      { button: "Copy HTML example", text: () => exampleHtmlPage(baseUrl()) },
      // The other embed the page presents: the chat button's one line (issue 24).
      {
        button: "Copy Chat button",
        text: () => `<script src="${baseUrl()}/button.js" data-link="your-code" async></script>`,
      },
    ];

    it.each(cases)(
      "$button puts the code on the clipboard and shows Copied! for a while",
      async ({ button, text }) => {
        const page = await contexts.page(viewport, "/widget", {
          permissions: ["clipboard-read", "clipboard-write"],
        });
        const copy = page.getByRole("button", { name: button });
        await copy.click();
        await page.getByRole("button", { name: "Copied!" }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text());
        // The indicator goes away again by itself (its duration is covered by COPIED_INDICATOR_MS, not timed here).
        await copy.waitFor();
        expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
      },
    );

    it("shows the embed code as the documented iframe for this site", async () => {
      const page = await contexts.page(viewport, "/widget");
      const code = await page.getByRole("region", { name: "HTML", exact: true }).textContent();
      expect(code).toBe(embedCode(baseUrl()));
      expect(code).toContain(`src="${baseUrl()}/widget-embed" width="100%" height="600" style="border:0"`);
      // Copy Link inside another site's frame needs the clipboard allowed (issue 10 item 7).
      expect(code).toContain('allow="clipboard-write"');
    });

    it("when the clipboard refuses, only logs it and selects the code so it can be copied by hand", async () => {
      const errors: string[] = [];
      const page = await contexts.page(viewport, "/widget", {
        before: async (p) => {
          p.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          await p.addInitScript(() => {
            Object.defineProperty(navigator, "clipboard", {
              value: { writeText: () => Promise.reject(new Error("denied")) },
            });
          });
        },
      });
      await page.getByRole("button", { name: "Copy embed code" }).click();
      await page.waitForFunction(() => (window.getSelection()?.toString() ?? "").includes("<iframe"));
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(embedCode(baseUrl()));
      expect(errors.some((e) => e.includes("Copying to the clipboard failed"))).toBe(true);
      expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
    });

    it("has three integration steps, a feature list and a button to the FAQ", async () => {
      const page = await contexts.page(viewport, "/widget");
      const steps = page.getByRole("region", { name: /three steps|Integration steps/i }).locator("ol > li");
      expect(await steps.count()).toBe(3);
      expect(await page.getByRole("link", { name: /FAQ/ }).last().getAttribute("href")).toBe("/faq");
    });
  });

  describe("API reference copy buttons (a page sent without React)", () => {
    it("puts the block's code on the clipboard and reads Copied! for a while", async () => {
      const page = await contexts.page(viewport, "/docs/api", {
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const copy = page
        .getByRole("main")
        .getByRole("button", { name: /^Copy / })
        .first();
      const code = await copy.locator("xpath=ancestor::figure").getByRole("region").textContent();
      await copy.click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await page.getByRole("button", { name: "Copied!" }).waitFor({ state: "detached" });
      expect(await copy.isVisible()).toBe(true);
    });

    it("when the clipboard refuses, logs it, selects the code and says how to copy it by hand", async () => {
      const errors: string[] = [];
      const page = await contexts.page(viewport, "/docs/api", {
        before: async (p) => {
          p.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          await p.addInitScript(() => {
            Object.defineProperty(navigator, "clipboard", {
              value: { writeText: () => Promise.reject(new Error("denied")) },
            });
          });
        },
      });
      const copy = page
        .getByRole("main")
        .getByRole("button", { name: /^Copy / })
        .first();
      const figure = copy.locator("xpath=ancestor::figure");
      const code = await figure.getByRole("region").textContent();
      await copy.click();
      await page.waitForFunction(() => (window.getSelection()?.toString() ?? "").length > 0);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code);
      expect(await figure.getByText(SHELL_LABELS.copyFallbackHint).isVisible()).toBe(true);
      expect(errors.some((e) => e.includes("Copying to the clipboard failed"))).toBe(true);
      expect(await page.getByRole("button", { name: "Copied!" }).count()).toBe(0);
    });
  });

  describe("Link Not Found", () => {
    it.each(["/404", "/this/does/not/exist", "/zzzzzz9"])(
      "%s answers 404 with the not-found page",
      async (path) => {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const page = await context.newPage();
        const response = await page.goto(url(path));
        expect(response?.status()).toBe(404);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(NOT_FOUND.heading);
        expect(await page.getByText(NOT_FOUND.body).count()).toBe(1);
        await context.close();
      },
    );

    it("lists the reasons and offers the way home, sign-up and login", async () => {
      const page = await contexts.page(viewport, "/no-such-thing");
      for (const reason of NOT_FOUND.reasons) expect(await page.getByText(reason).count()).toBe(1);
      const main = page.getByRole("main");
      expect(await main.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
      expect(await main.getByRole("link", { name: "Create Your Own Link" }).getAttribute("href")).toBe(
        "/signup",
      );
      expect(await main.getByRole("link", { name: "Sign Up Free" }).getAttribute("href")).toBe("/signup");
      expect(await main.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
      await main.getByRole("link", { name: "Go to Homepage" }).click();
      await page.waitForURL(`${baseUrl()}/`);
    });
  });
});

describe("pages from the content modules", () => {
  it("home has the three-item strip, six Why Choose cards and See How It Works", async () => {
    const page = await contexts.page("desktop", "/");
    for (const name of ["WhatsApp Links", "QR Code Generator", "URL Shortener"]) {
      expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
    }
    const why = page.getByRole("region", { name: "Why Choose ChatLink" });
    expect(await why.getByRole("heading", { level: 3 }).count()).toBe(6);
    await page.getByRole("link", { name: /See How It Works/ }).click();
    await page.waitForURL(/\/how-it-works$/);
  });

  it("features has four groups", async () => {
    const page = await contexts.page("desktop", "/features");
    for (const name of [
      "WhatsApp Link Generator",
      "QR Code Generator",
      "URL Shortener",
      "Analytics & Management",
    ]) {
      expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
    }
  });

  it("how it works has 3 steps, 4 use cases, 12 included features and its two buttons", async () => {
    const page = await contexts.page("desktop", "/how-it-works");
    const main = page.getByRole("main");
    expect(await main.locator("ol > li").count()).toBe(3);
    expect(await page.getByRole("region", { name: /use/i }).locator("li").count()).toBe(4);
    expect(
      await page
        .getByRole("region", { name: /included/i })
        .locator("li")
        .count(),
    ).toBe(12);
    expect(await main.getByRole("link", { name: "Create Free Account" }).getAttribute("href")).toBe(
      "/signup",
    );
    await main.getByRole("link", { name: /Explore All Features/ }).click();
    await page.waitForURL(/\/features$/);
  });

  it.each([
    ["/terms", 17],
    ["/privacy", 16],
  ])("%s has %i numbered sections and a Last Updated date", async (path, sections) => {
    const page = await contexts.page("desktop", path);
    expect(await page.getByRole("main").locator("article h2").count()).toBe(sections);
    expect(await page.getByText("Last Updated:").count()).toBe(1);
    expect(await page.locator("time").textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});
