import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";
import { fillPhone } from "./links";

/** The workspaces page: make one, work in it, switch back, rename and delete it, in the browser. */
const session = browserForFile();

const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

for (const viewport of ["desktop", "phone"] as const) {
  describe(`workspaces on ${viewport}`, () => {
    it("makes a workspace, keeps its links apart from the personal ones, renames and deletes it", async () => {
      const page = await pageAt(viewport);
      await signUp(page);
      const header = page.locator("header").first();
      await header.getByRole("link", { name: "Workspace: Personal" }).click();
      await page.waitForURL(url("/dashboard/workspaces"));
      await hydrated(page);

      await page.getByLabel("Name", { exact: true }).fill("Corner Shop");
      await page.getByRole("button", { name: "Make workspace" }).click();
      await page.waitForURL(url("/dashboard"));
      await page.getByRole("heading", { name: "Corner Shop: links" }).waitFor();
      await header.getByRole("link", { name: "Workspace: Corner Shop" }).waitFor();

      // A link made here belongs to the shop, not to the personal workspace.
      await page.getByRole("link", { name: "Create your first link" }).click();
      await page.waitForURL(url("/dashboard/links/new"));
      await hydrated(page);
      await fillPhone(page, "+44 7911 123456");
      await page.getByRole("button", { name: "Create link" }).click();
      await page.getByRole("heading", { name: "Your link is ready" }).waitFor();
      await page.goto(url("/dashboard"));
      await page.getByText("1 link").waitFor();

      await page.goto(url("/dashboard/workspaces"));
      await hydrated(page);
      await expectNoAxeViolations(page, "workspaces page");
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `workspaces-${viewport}`);
      await page.getByRole("button", { name: "Open Personal" }).click();
      await page.waitForURL(url("/dashboard"));
      await page.getByRole("heading", { name: "Your links" }).waitFor();
      await page.getByText("0 links").waitFor();

      // Rename, then delete with the name typed again; the personal workspace stays current.
      await page.goto(url("/dashboard/workspaces"));
      await hydrated(page);
      const shop = page.getByRole("article", { name: "Corner Shop" });
      await shop.getByLabel("Rename Corner Shop").fill("Corner Shop Ltd");
      await shop.getByRole("button", { name: "Save name" }).click();
      await page.getByText("Name saved.").waitFor();
      const renamed = page.getByRole("article", { name: "Corner Shop Ltd" });
      await renamed.getByText("Delete this workspace").click();
      await renamed.getByLabel("Type “Corner Shop Ltd” to confirm").fill("Corner Shop");
      await renamed.getByRole("button", { name: "Delete workspace" }).click();
      await page.getByText("Type the workspace's name exactly as shown to delete it.").waitFor();
      await screenshot(page, `workspaces-delete-${viewport}`);
      await renamed.getByLabel("Type “Corner Shop Ltd” to confirm").fill("Corner Shop Ltd");
      await renamed.getByRole("button", { name: "Delete workspace" }).click();
      await page.getByText("Workspace deleted, with its links and keys.").waitFor();
      expect(await page.getByRole("article").count()).toBe(1);
    });
  });
}
