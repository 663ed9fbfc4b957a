import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import { browserForFile, hydrated, pageAt, screenshot, url } from "./browser";
import { fillPhone } from "./links";

/** Small dead ends a new user met (issue 21 item 23). */

const session = browserForFile();

describe("generator history", () => {
  it("keeps its result after Back then Forward", async () => {
    const page = await pageAt(session, "desktop");
    await page.goto(url("/"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByLabel("Custom Message", { exact: true }).fill("Back and forth");
    await page.getByRole("button", { name: "Generate Link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    const shortUrl = await page.getByRole("link", { name: /^http/ }).first().textContent();
    const result = async (where: string) => {
      await page.getByRole("heading", { name: "Your link is ready" }).waitFor({ timeout: 5000 });
      expect(await page.getByRole("link", { name: /^http/ }).first().textContent(), where).toBe(shortUrl);
      expect(await page.getByLabel("Custom Message", { exact: true }).inputValue(), where).toBe(
        "Back and forth",
      );
      expect(await page.getByText("Out of date").count(), where).toBe(0);
    };

    // Away through the site's own links (client-side), Back, Forward, Back.
    await page.getByRole("banner").getByRole("link", { name: "Features", exact: true }).click();
    await page.waitForURL(url("/features"));
    await page.goBack();
    await page.waitForURL(url("/"));
    await result("after Back");
    await page.goForward();
    await page.waitForURL(url("/features"));
    await page.goBack();
    await page.waitForURL(url("/"));
    await result("after Back, Forward and Back");
  });
});

describe("signed-in header at 1280 px", () => {
  it("shows the workspace's whole name", async () => {
    const page = await pageAt(session, "desktop");
    await signUp(page);
    await page.goto(url("/dashboard/workspaces"));
    await hydrated(page);
    const name = "Padaria Pão Quente — Vila Madalena";
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Make workspace" }).click();
    await page.waitForURL(url("/dashboard"));
    const pill = page
      .locator("header")
      .first()
      .getByRole("link", { name: `Workspace: ${name}` });
    await pill.waitFor();
    const clipped = await pill.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(false);
    await screenshot(page, "header-workspace-1280");
  });
});

describe("branded QR designer", () => {
  it("keeps valid colours when a logo is refused, says why beside the logo, and remembers the design", async () => {
    const page = await pageAt(session, "desktop");
    await signUp(page);
    await page.goto(url("/dashboard/links/new"));
    await hydrated(page);
    await fillPhone(page, "+44 7911 123456");
    await page.getByRole("button", { name: "Create link" }).click();
    await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
    await page.goto(url("/dashboard"));
    await page
      .getByRole("link", { name: /^QR code/ })
      .first()
      .click();
    await page.waitForURL(/\/qr$/);
    await hydrated(page);
    const qrPage = page.url();
    const hex = page.getByLabel("Foreground colour hex value");
    await hex.fill("#075e54");
    await page.locator('img[src^="blob:"]').waitFor();

    await page.getByLabel("Logo (optional)").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not a picture"),
    });
    const logoGroup = page.locator("#qr-logo").locator("..");
    await logoGroup.getByRole("alert").waitFor();
    // One message, beside the logo; the preview stays in the chosen colours.
    expect(await page.getByRole("alert").count()).toBe(1);
    const preview = page.getByRole("img", { name: /^QR code for/ });
    await expect.poll(() => preview.getAttribute("src")).toContain("foreground=%23075e54");
    await screenshot(page, "qr-logo-refused");

    await page.goto(qrPage);
    await hydrated(page);
    await expect.poll(() => hex.inputValue()).toBe("#075e54");
  });
});
