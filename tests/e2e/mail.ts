import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, interactive } from "./browser";

/** A mail's text with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The newest link to `path` (e.g. "/verify-email") mailed to `to`, waiting for the mail to
 * arrive (the server sends after answering): the address a person would click.
 */
export async function mailedLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const dir = inject("mailDir");
  const pattern = new RegExp(`${baseUrl().replace(/[.:/]/g, "\\$&")}${path}\\?token=[A-Za-z0-9_-]+`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(`-${to}.eml`))
      .sort()
      .reverse();
    for (const name of files) {
      const link = pattern.exec(decoded(readFileSync(join(dir, name), "utf8")))?.[0];
      if (link !== undefined) return link;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} with a ${path} link`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the confirmation link mailed to `email` and presses Confirm. */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  await page.goto(await mailedLink(email, "/verify-email"));
  await interactive(page);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await page.getByText(`${email} is confirmed`).waitFor();
}
