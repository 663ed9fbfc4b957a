import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DELETED_MESSAGE } from "../../app/components/account/account-deleted-notice";
import { newEmail, PASSWORD, signUp, submitSignUp } from "./accounts";
import { axeViolations, browserForFile, hasHorizontalOverflow, hydrated, url, VIEWPORTS } from "./browser";

/**
 * The marketing pages are prerendered for anonymous visitors; a signed-in person gets
 * them server-rendered with Dashboard and Log out (docs/decisions/0050): on first paint,
 * without JavaScript, after client-side navigation, and in the phone menu.
 */

const session = browserForFile();

/** The header's account controls: signed in (Log out, Dashboard) and nothing of the anonymous ones. */
async function expectSignedInHeader(page: Page, where: string): Promise<void> {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  // The URL can change a moment before the site layout replaces the dashboard's: wait for
  // the site header itself (the dashboard's header has no "Main" navigation).
  await nav.waitFor({ state: "attached" });
  expect(await nav.getByRole("button", { name: "Log out" }).isVisible(), where).toBe(true);
  expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("href"), where).toBe("/dashboard");
  expect(await nav.getByRole("link", { name: "Login" }).count(), where).toBe(0);
  expect(await nav.getByRole("link", { name: "Sign Up Free" }).count(), where).toBe(0);
}

async function expectAnonymousHeader(page: Page, where: string): Promise<void> {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  expect(await nav.getByRole("link", { name: "Login" }).isVisible(), where).toBe(true);
  expect(await nav.getByRole("button", { name: "Log out" }).count(), where).toBe(0);
}

describe("signed-in header without JavaScript", () => {
  it("shows Dashboard and Log out on the prerendered pages, and the deletion notice after deleting the account", async () => {
    const context = await session.newContext({ ...VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url("/signup"));
    await submitSignUp(page, newEmail("header-nojs"));

    for (const path of ["/", "/faq"]) {
      await page.goto(url(path));
      await expectSignedInHeader(page, path);
    }

    await page.goto(url("/dashboard/settings"));
    await page.getByLabel("Type your password to confirm").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account and links" }).click();
    await page.waitForURL(url("/?account=deleted"));
    expect(await page.getByRole("status").filter({ hasText: ACCOUNT_DELETED_MESSAGE }).isVisible()).toBe(
      true,
    );
    await expectAnonymousHeader(page, "after deletion");
  });
});

describe("signed-in header with JavaScript", () => {
  it("stays signed in across client-side navigation from the dashboard, and logs out from the site header", async () => {
    const page = await session.newPage("desktop");
    await signUp(page);

    // A client-side navigation (the document stays): its .data comes from the server, not the static file.
    const data = page.waitForResponse((res) => new URL(res.url()).pathname === "/faq.data");
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: React Router's own router, exposed on window
      void (window as any).__reactRouterDataRouter.navigate("/faq");
    });
    const response = await data;
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await page.waitForURL(url("/faq"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    await expectSignedInHeader(page, "/faq after client navigation");

    // And back to the dashboard, and to home through the logo link.
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(url("/dashboard"));
    await page.getByRole("navigation", { name: "Account" }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "ChatLink" }).click();
    await page.waitForURL(url("/"));
    await expectSignedInHeader(page, "/ after client navigation");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Login" }).waitFor();
    await expectAnonymousHeader(page, "after logging out");
  });

  it("on a 360 px phone the open menu has the pages, Log out and Dashboard, with no axe violations", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const page = await session.newPage("phone", scheme);
      await signUp(page);
      await page.goto(url("/"));
      await hydrated(page);
      const menuButton = page.getByRole("button", { name: "Menu" });
      expect(await page.getByRole("button", { name: "Log out" }).isVisible()).toBe(false);
      await menuButton.click();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "Features", "How It Works", "Widget", "FAQ"])
        expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      await expectSignedInHeader(page, `phone menu (${scheme})`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    }
  });
});
