import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  interactive,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";

/** The dashboard's reminder to confirm the address, and the page a confirmation link opens. */
const session = browserForFile();

const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

for (const viewport of ["desktop", "phone"] as const) {
  describe(`email confirmation on ${viewport}`, () => {
    it("reminds a new account to confirm, and sends the link again without leaving the page", async () => {
      const page = await pageAt(viewport);
      const email = await signUp(page);
      const reminder = page.getByRole("region", { name: "Confirm your email address" });
      expect(await reminder.textContent()).toContain(`We sent a link to ${email}.`);
      await reminder.getByRole("button", { name: "Send the link again" }).click();
      await reminder
        .getByRole("status")
        .getByText(/^Sent\./)
        .waitFor();
      expect(page.url()).toBe(url("/dashboard"));
      await expectNoAxeViolations(page, "dashboard with the confirmation reminder");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `verify-reminder-${viewport}`);
    });

    it("shows a Confirm button for a link, and says plainly when the link is spent", async () => {
      const page = await pageAt(viewport);
      // Token-shaped but unknown: what a used or expired link looks like.
      await page.goto(url(`/verify-email?token=${"A".repeat(43)}`));
      await interactive(page);
      await page.getByRole("button", { name: "Confirm my email address" }).click();
      await page.getByText("This link does not work any more").waitFor();
      await expectNoAxeViolations(page, "spent confirmation link");
      await screenshot(page, `verify-spent-${viewport}`);
    });
  });
}
