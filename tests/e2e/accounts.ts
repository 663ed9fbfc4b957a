import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { hydrated, interactive, url } from "./browser";

/** The password every browser-test account signs up with. */
export const PASSWORD = "purple elephants dance at noon 42";

/** A fresh address, unique per call. */
export function newEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Fills in and submits the sign-up form already on the page, then waits for the dashboard. */
export async function submitSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I am at least 13/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(url("/dashboard"));
}

/** Signs up a new account through /signup and waits for the hydrated dashboard; returns its email. */
export async function signUp(page: Page): Promise<string> {
  const email = newEmail("e2e");
  await page.goto(url("/signup"));
  await interactive(page);
  await submitSignUp(page, email);
  await hydrated(page);
  return email;
}
