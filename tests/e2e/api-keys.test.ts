import { describe, expect, it } from "vitest";
import { PASSWORD, signUp } from "./accounts";
import {
  baseUrl,
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";

/** Dashboard → Settings → API keys: a key made in the browser works with /api/v1 until revoked. */
const session = browserForFile();

const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

const workspace = (key: string) =>
  fetch(`${baseUrl()}/api/v1/workspace`, { headers: { authorization: `Bearer ${key}` } });

for (const viewport of ["desktop", "phone"] as const) {
  describe(`API keys page on ${viewport}`, () => {
    it("creates a key shown once, which the API accepts, and revokes it", async () => {
      const page = await pageAt(viewport);
      const email = await signUp(page);
      await page.goto(url("/dashboard/settings"));
      await page.getByRole("link", { name: "Manage API keys" }).click();
      await page.waitForURL(url("/dashboard/settings/api-keys"));
      await hydrated(page);
      await page.getByText("No keys yet.").waitFor();

      // A wrong password makes nothing.
      await page.getByLabel("Name").fill("Shop CRM");
      await page.getByLabel("Current password").fill("not the password");
      await page.getByRole("button", { name: "Create key" }).click();
      await page.getByText("That password is not right.").waitFor();

      await page.getByLabel("Current password").fill(PASSWORD);
      await page.getByLabel("Read only: list links, clicks and QR codes").check();
      await page.getByRole("button", { name: "Create key" }).click();
      await page.getByRole("heading", { name: "Copy your new key now" }).waitFor();
      const key = (await page.locator("pre").first().textContent())?.trim() ?? "";
      expect(key).toMatch(/^chl_[A-Za-z0-9_-]{43}$/);
      expect(await page.getByLabel("Current password").inputValue()).toBe("");
      const card = page.getByRole("article", { name: "Shop CRM" });
      expect(await card.textContent()).toContain("Read only");
      expect(await card.textContent()).toContain("Last used Never");
      await expectNoAxeViolations(page, "API keys with a new key");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `api-keys-${viewport}`);

      const answer = await workspace(key);
      expect(answer.status).toBe(200);
      const body = await answer.json();
      expect(body).toMatchObject({ members: [{ email, role: "owner" }], scope: "read" });
      // The page names the workspace its keys are for (issue 21 item 23).
      const name: string = body.name;
      await page.getByText(`Keys for the workspace “${name}”`).waitFor();
      await page.getByText(`This key is for the workspace “${name}”.`).waitFor();

      // Shown once: a reload lists the key by name, never the secret.
      await page.reload();
      await hydrated(page);
      expect(await page.content()).not.toContain(key);
      await page.getByRole("button", { name: "Revoke Shop CRM" }).click();
      await page.getByText("The key was revoked").waitFor();
      await page.getByRole("article", { name: "Shop CRM" }).waitFor({ state: "detached" });
      expect((await workspace(key)).status).toBe(401);
    });
  });
}
