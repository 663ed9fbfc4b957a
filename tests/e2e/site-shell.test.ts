import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SITE_PAGES } from "#core/site-pages";
import { FEATURES } from "../../app/content/features";
import { HOME } from "../../app/content/home";
import { PRIVACY } from "../../app/content/privacy";
import { launchBrowser } from "./browser";
import { Contexts, ROUTES, url, VIEWPORT_NAMES, waitForHydration } from "./site-fixtures";

/** Every route renders with its title; the header and footer are everywhere but the embed. */

let browser: Browser;
const contexts = new Contexts(() => browser);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => contexts.closeAll());
afterAll(() => browser?.close());

const HEADER_LINKS = [
  ["Home", "/"],
  ["Features", "/features"],
  ["How It Works", "/how-it-works"],
  ["Widget", "/widget"],
  ["FAQ", "/faq"],
] as const;

const FOOTER_LINKS = [
  ["Home", "/"],
  ["Features", "/features"],
  ["How It Works", "/how-it-works"],
  ["FAQ", "/faq"],
  ["Terms", "/terms"],
  ["Privacy", "/privacy"],
] as const;

describe.each(VIEWPORT_NAMES)("on %s", (viewport) => {
  it.each(ROUTES)(
    "$path renders with its title, one h1, and the shell only where it belongs",
    async (route) => {
      const page = await contexts.page(viewport, route.path);
      expect(await page.title()).toBe(route.title);
      expect(await page.locator("h1").count()).toBe(1);
      await expect(page.locator("h1").isVisible()).resolves.toBe(true);
      expect(await page.getByRole("banner").count()).toBe(route.shell ? 1 : 0);
      expect(await page.getByRole("contentinfo").count()).toBe(route.shell ? 1 : 0);
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(route.shell ? 1 : 0);
      expect(await page.getByRole("main").count()).toBe(1);
    },
  );

  it("the footer links to home, features, how it works, FAQ, terms and privacy", async () => {
    const page = await contexts.page(viewport, "/features");
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const [name, href] of FOOTER_LINKS) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
  });

  it("account links go to the sign-up and login pages", async () => {
    const page = await contexts.page(viewport, "/");
    expect(await page.getByRole("link", { name: "Sign Up Free" }).first().getAttribute("href")).toBe(
      "/signup",
    );
    expect(await page.getByRole("link", { name: "Login" }).first().getAttribute("href")).toBe("/login");
    expect(await page.getByRole("link", { name: "Start Free Now" }).getAttribute("href")).toBe("/signup");
    expect(await page.getByRole("link", { name: /See How It Works/ }).getAttribute("href")).toBe(
      "/how-it-works",
    );
  });

  it("changes the title on client-side navigation, and back", async () => {
    const page = await contexts.page(viewport, "/");
    expect(await page.title()).toBe(HOME.meta.title);
    if (viewport === "phone") await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
    await page.waitForURL(/\/features$/);
    await page.waitForFunction((title) => document.title === title, FEATURES.meta.title);
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL(/\/privacy$/);
    await page.waitForFunction((title) => document.title === title, PRIVACY.meta.title);
    await page.goBack();
    await page.waitForFunction((title) => document.title === title, FEATURES.meta.title);
    // A real client-side navigation keeps the document: the hydration marker is still there.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  it("the skip link is the first stop and moves focus to the main content", async () => {
    const page = await contexts.page(viewport, "/faq");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main");
  });
});

describe("header on desktop", () => {
  it("shows the five navigation links, no menu button, and each goes where it should", async () => {
    const page = await contexts.page("desktop", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    for (const [name, href] of HEADER_LINKS) {
      const link = nav.getByRole("link", { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute("href")).toBe(href);
    }
    await nav.getByRole("link", { name: "How It Works" }).click();
    await page.waitForURL(/\/how-it-works$/);
    // The current page is marked for assistive technology once the new page has rendered.
    await nav.locator('a[aria-current="page"]', { hasText: "How It Works" }).waitFor();
  });
});

describe("header on a phone", () => {
  it("collapses into a Menu button that toggles aria-expanded and shows the links", async () => {
    const page = await contexts.page("phone", "/");
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "FAQ" }).isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    for (const [name, href] of HEADER_LINKS) {
      const link = nav.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("href")).toBe(href);
    }

    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.getByRole("link", { name: "FAQ" }).isVisible()).toBe(false);
  });

  it("closes on Escape, giving focus back to the button", async () => {
    const page = await contexts.page("phone", "/features");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("closes after navigating", async () => {
    const page = await contexts.page("phone", "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Widget" }).click();
    await page.waitForURL(/\/widget$/);
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).isVisible(),
    ).toBe(false);
  });
});

describe("the embeddable widget", () => {
  it("works inside another site's iframe", async () => {
    // A real page on another origin (another local port) framing /widget-embed, the
    // way a customer's site would; Chromium refuses intercepted "public" pages framing a local server.
    const body = `<!doctype html><title>Shop</title><iframe title="ChatLink" src="${url(SITE_PAGES["widget-embed"])}" width="100%" height="600" style="border:0"></iframe>`;
    const embedder = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" }).end(body);
    });
    await new Promise<void>((resolve) => embedder.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = embedder.address() as AddressInfo;
      const page = await contexts.page("desktop", `http://127.0.0.1:${port}/`, { hydrated: false });
      const frame = page.frameLocator("iframe");
      await frame.getByLabel(/Phone Number/).waitFor();
      expect(await frame.getByRole("button", { name: /Generate/ }).count()).toBe(1);
      expect(await frame.getByRole("banner").count()).toBe(0);
    } finally {
      embedder.close();
    }
  });

  it("is previewed on /widget in a titled frame that grows to the embed, Generate button inside", async () => {
    const page = await contexts.page("desktop", SITE_PAGES.widget);
    const iframe = page.locator("iframe");
    expect(await iframe.getAttribute("src")).toBe("/widget-embed");
    expect(await iframe.getAttribute("title")).toBeTruthy();
    await iframe.scrollIntoViewIfNeeded();
    const generate = page.frameLocator("iframe").getByRole("button", { name: /Generate/ });
    await generate.waitFor();
    // The embed reports its height; the frame takes it, so nothing in it is cut off.
    await expect
      .poll(async () => {
        const frame = await iframe.boundingBox();
        const button = await generate.boundingBox();
        return frame !== null && button !== null && button.y + button.height <= frame.y + frame.height;
      })
      .toBe(true);
  });
});
