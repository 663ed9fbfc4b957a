import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signUp } from "./accounts";
import { baseUrl, browserForFile, hasHorizontalOverflow, hydrated, pageAt, screenshot, url } from "./browser";
import { fillPhone } from "./links";

/**
 * Issue 23's leftovers on a 390 px phone: what the settings page answers after a submission and
 * what the QR designer says of colours that will not scan, in Portuguese and in Arabic.
 */
const session = browserForFile();

describe("the dashboard's answers on a phone in Portuguese and Arabic", () => {
  it("says a wrong password and an unscannable colour pair in the page's language", async () => {
    const page = await pageAt(session, "phone");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await page.goto(url("/dashboard"));
    const qrPath = (await page.locator('a[href$="/qr"]').first().getAttribute("href")) ?? "";

    const cases = [
      {
        lang: "pt-BR",
        change: "Alterar senha",
        wrong: "Essa senha não está correta.",
        tooClose: /Essas cores são parecidas demais .*contraste de 2,0:1/,
      },
      {
        lang: "ar",
        change: "تغيير كلمة المرور",
        wrong: "كلمة المرور هذه غير صحيحة.",
        tooClose: /هذان اللونان متقاربان جدًا/,
      },
    ];
    for (const { lang, change, wrong, tooClose } of cases) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: baseUrl() }]);
      await page.goto(url("/dashboard/settings"));
      await hydrated(page);
      await page.locator("#password-current-password").fill("not my password 1");
      await page.locator("#new-password").fill("a brand new password 42");
      await page.getByRole("button", { name: change }).click();
      await page.getByText(wrong).waitFor();
      expect(await page.getByText("That password is not right.").count()).toBe(0);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `settings-answer-${lang.toLowerCase()}-phone`);

      await page.goto(url(qrPath));
      await hydrated(page);
      await page.locator("#qr-foreground-hex").fill("#25d366");
      await page.getByRole("alert").filter({ hasText: tooClose }).waitFor();
      expect(await page.getByText(/too close to scan/).count()).toBe(0);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `qr-refusal-${lang.toLowerCase()}-phone`);
    }
  });
});
