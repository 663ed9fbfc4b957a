import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The phone field is usable once country detection has finished (it pre-fills +44 here). */
export async function fillPhone(page: Page, phone: string): Promise<void> {
  const field = page.getByLabel("Phone Number");
  await expect.poll(() => field.isEnabled()).toBe(true);
  await field.fill(phone);
}

/** Requests a short URL as a visitor's browser would, without following the redirect. */
export async function redirectOf(
  shortUrl: string,
  userAgent?: string,
): Promise<{ status: number; location: string | null }> {
  const res = await fetch(shortUrl, {
    redirect: "manual",
    headers: userAgent === undefined ? {} : { "user-agent": userAgent },
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}
