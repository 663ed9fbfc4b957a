import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt,
  screenshot,
  url,
} from "./browser";
import { fillPhone } from "./links";

/**
 * Issue 23: the branded QR and analytics pages in Arabic on a 390 px phone, right to left, and
 * still Arabic once the page runs (the browser formats their messages from the loader's parsed copy).
 */
const session = browserForFile();

describe("the QR and analytics pages in Arabic on a phone", () => {
  it("read right to left, fit the screen, and keep speaking Arabic after a change", async () => {
    const page = await pageAt(session, "phone");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await page.goto(url("/dashboard"));
    const qrPath = await page.locator('a[href$="/qr"]').first().getAttribute("href");
    expect(qrPath).toMatch(/^\/dashboard\/links\/\d+\/qr$/);

    await page.context().addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseUrl() }]);
    await page.goto(url(qrPath ?? ""));
    await hydrated(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByRole("heading", { level: 1, name: "كود QR بهوية علامتك" }).waitFor();
    await page.getByRole("button", { name: "تنزيل PNG" }).waitFor();
    // Turning the switch off fills the other hint in the browser, in Arabic.
    await page.getByLabel("احسب عمليات مسح كود QR على حدة").click();
    await page.getByText(/تُحسب عمليات المسح مع بقية النقرات/).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page, "QR page in Arabic");
    await screenshot(page, "dash-qr-ar-phone");

    await page.goto(url((qrPath ?? "").replace(/\/qr$/, "/analytics")));
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "الإحصاءات" }).waitFor();
    await page.getByRole("link", { name: "آخر 7 أيام" }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await expectNoAxeViolations(page, "analytics page in Arabic");
    await screenshot(page, "dash-analytics-ar-phone");
  });
});
