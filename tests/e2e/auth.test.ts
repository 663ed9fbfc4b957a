import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newEmail, PASSWORD, submitSignUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  interactive,
  url,
  VIEWPORTS,
} from "./browser";

/**
 * Accounts in a real Chromium against the built server: sign up → dashboard →
 * log out → log in → settings → delete the account, on desktop and phone; axe
 * and no sideways scrolling on every account page, with and without errors shown.
 */

const session = browserForFile();
const newPage = session.newPage;

async function expectAccessibleAndFits(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  expect(await hasHorizontalOverflow(page), where).toBe(false);
}

for (const viewport of ["desktop", "phone"] as const) {
  describe(`accounts on ${viewport}`, () => {
    it("sign up → dashboard → log out → log in → settings → delete account", async () => {
      const page = await newPage(viewport);
      const email = newEmail("auth-e2e");

      await page.goto(url("/signup"));
      await interactive(page);
      await submitSignUp(page, email);
      await page.getByRole("navigation", { name: "Account" }).waitFor();
      expect(await page.getByText(email).first().isVisible()).toBe(true);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await page.getByRole("button", { name: "Log out" }).click();
      await page.waitForURL(url("/"));
      await page.goto(url("/dashboard/settings"));
      await page.waitForURL(url("/login?next=%2Fdashboard%2Fsettings"));
      await interactive(page);

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL(url("/dashboard/settings"));
      await hydrated(page);
      await page.getByRole("heading", { name: "Account settings" }).waitFor();
      await expectAccessibleAndFits(page, "settings");

      await page.getByRole("link", { name: "Links" }).click();
      await page.waitForURL(url("/dashboard"));
      await page.getByRole("link", { name: "Settings" }).click();
      await page.waitForURL(url("/dashboard/settings"));

      // A wrong password first: the error is next to the field and the account stays.
      const confirm = page.getByLabel("Type your password to confirm");
      await confirm.fill("not my password");
      await page.getByRole("button", { name: "Delete my account and links" }).click();
      await page.getByText("That password is not right.").waitFor();
      expect(await confirm.getAttribute("aria-invalid")).toBe("true");
      await expectAccessibleAndFits(page, "settings with an error");

      await confirm.fill(PASSWORD);
      await page.getByRole("button", { name: "Delete my account and links" }).click();
      await page.waitForURL(url("/?account=deleted"));
      await page.getByRole("status").filter({ hasText: "Your account is deleted" }).waitFor();
      await expectAccessibleAndFits(page, "home after deletion");

      await page.goto(url("/login"));
      await interactive(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByText("That email and password don't match an account").waitFor();
    });

    it("has no axe violations and no sideways scrolling on the account pages, errors included", async () => {
      for (const scheme of ["light", "dark"] as const) {
        const page = await newPage(viewport, scheme);
        for (const path of ["/signup", "/login", "/forgot-password", "/reset-password"]) {
          await page.goto(url(path));
          await interactive(page);
          await expectAccessibleAndFits(page, `${path} (${scheme})`);
        }

        await page.goto(url("/signup"));
        await interactive(page);
        await page.getByLabel("Email").fill("not-an-email");
        await page.getByLabel("Password", { exact: true }).fill("short");
        await page.getByRole("button", { name: "Create account" }).click();
        await page.getByText("Use at least 10 characters.").waitFor();
        expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
        await expectAccessibleAndFits(page, `/signup with errors (${scheme})`);

        await page.goto(url("/login"));
        await interactive(page);
        await page.getByLabel("Email").fill(`nobody-${randomBytes(4).toString("hex")}@example.com`);
        await page.getByLabel("Password").fill("wrong password here");
        await page.getByRole("button", { name: "Log in" }).click();
        await page.getByRole("alert").waitFor();
        await expectAccessibleAndFits(page, `/login with an error (${scheme})`);

        await page.goto(url("/forgot-password"));
        await interactive(page);
        await page.getByLabel("Email").fill("someone@example.com");
        await page.getByRole("button", { name: "Send reset link" }).click();
        await page.getByRole("status").waitFor();
        await expectAccessibleAndFits(page, `/forgot-password sent (${scheme})`);
      }
    });
  });
}

describe("accounts without JavaScript", () => {
  it("sign up and log out work as plain form posts", async () => {
    const context = await session.newContext({ ...VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url("/signup"));
    await submitSignUp(page, newEmail("nojs"));
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(url("/"));
  });
});
