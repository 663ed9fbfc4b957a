import { describe, expect, it } from "vitest";
import { newEmail, PASSWORD, signUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  hydrated,
  interactive,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";
import { confirmAddress, mailedLink } from "./mail";

/**
 * A viewer in a shared workspace (issue 21, item 16): no controls it cannot use, and a page
 * it opens anyway says which role it needs and who can give it, under the dashboard's own
 * header, from which the way back works.
 */
const session = browserForFile();

describe("a viewer's pages", () => {
  it("hides New link and Edit, and answers the new-link page with the role it needs under the header", async () => {
    const owner = await pageIn(session, "desktop");
    const ownerEmail = await signUp(owner);
    await confirmAddress(owner, ownerEmail);
    await owner.goto(url("/dashboard/workspaces"));
    await hydrated(owner);
    await owner.getByLabel("Name", { exact: true }).fill("Corner Shop");
    await owner.getByRole("button", { name: "Make workspace" }).click();
    await owner.waitForURL(url("/dashboard"));
    await owner.goto(url("/dashboard/workspaces/members"));
    await hydrated(owner);
    const viewerEmail = newEmail("viewer");
    await owner.getByLabel("Email address").fill(viewerEmail);
    await owner.getByLabel("Role", { exact: true }).selectOption("viewer");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.getByText(`Invitation sent to ${viewerEmail}.`).waitFor();

    const viewer = await pageIn(session, "desktop");
    await viewer.goto(url("/signup"));
    await interactive(viewer);
    await viewer.getByLabel("Email").fill(viewerEmail);
    await viewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await viewer.getByLabel(/I am at least 13/).check();
    await viewer.getByRole("button", { name: "Create account" }).click();
    await viewer.waitForURL(url("/dashboard"));
    await confirmAddress(viewer, viewerEmail);
    await viewer.goto(await mailedLink(viewerEmail, "/invitation"));
    await interactive(viewer);
    await viewer.getByRole("button", { name: "Join the workspace" }).click();
    await viewer.waitForURL(url("/dashboard"));
    await viewer.getByText("you are a viewer").waitFor();
    expect(await viewer.getByRole("link", { name: /New link/ }).count()).toBe(0);

    await viewer.goto(url("/dashboard/links/new"));
    await hydrated(viewer);
    const header = viewer.locator("header").first();
    await header.getByRole("link", { name: "Workspace: Corner Shop" }).waitFor();
    await viewer.getByRole("heading", { name: "Your role does not include this page" }).waitFor();
    const explanation = await viewer.getByRole("main").textContent();
    expect(explanation).toContain(
      "This page needs the Editor role or higher in “Corner Shop”, and your role there is Viewer.",
    );
    expect(explanation).toContain(`An owner or admin of “Corner Shop” can change your role: ${ownerEmail}.`);
    await expectNoAxeViolations(viewer, "403 page of the dashboard");
    expect(await hasHorizontalOverflow(viewer)).toBe(false);
    await screenshot(viewer, "forbidden-desktop");

    // The header's navigation still works from there.
    await header.getByRole("link", { name: "Links", exact: true }).click();
    await viewer.waitForURL(url("/dashboard"));
    await viewer.getByRole("heading", { name: "Corner Shop: links" }).waitFor();
  });
});
