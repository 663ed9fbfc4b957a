import { describe, expect, it } from "vitest";
import { newEmail, PASSWORD, signUp } from "./accounts";
import {
  browserForFile,
  expectNoAxeViolations,
  hasHorizontalOverflow,
  interactive,
  pageAt as pageIn,
  screenshot,
  url,
} from "./browser";
import { confirmAddress, mailedLink } from "./mail";

/**
 * A team in the browser: the owner confirms their address, makes a shared workspace and
 * invites a colleague by email; the colleague opens the mail signed out, signs up on the
 * way (the mailed link confirms their address as they join) and joins as an editor. The owner
 * can also copy each invitation's link; a confirmed account sees its invitations on the dashboard.
 */
const session = browserForFile();

const pageAt = (viewport: "desktop" | "phone") => pageIn(session, viewport);

for (const viewport of ["desktop", "phone"] as const) {
  describe(`invitations on ${viewport}`, () => {
    it("invites a colleague who signs up from the mail, confirms, and joins as an editor", async () => {
      const owner = await pageAt(viewport);
      const ownerEmail = await signUp(owner);
      await confirmAddress(owner, ownerEmail);
      await owner.goto(url("/dashboard/workspaces"));
      await interactive(owner);
      await owner.getByLabel("Name", { exact: true }).fill("Support team");
      await owner.getByRole("button", { name: "Make workspace" }).click();
      await owner.waitForURL(url("/dashboard"));
      await owner.getByRole("link", { name: "Members", exact: true }).click();
      await owner.waitForURL(url("/dashboard/workspaces/members"));
      await interactive(owner);

      const colleague = newEmail("colleague");
      await owner.getByLabel("Email address").fill(colleague);
      await owner.getByLabel("Role", { exact: true }).selectOption("editor");
      await owner.getByRole("button", { name: "Send invitation" }).click();
      await owner.getByText(`Invitation sent to ${colleague}.`).waitFor();
      const pending = owner.getByRole("article", { name: colleague });
      await pending.waitFor();
      // The invitation's own link, to pass on by WhatsApp or any other way.
      await owner.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: url("/") });
      const shown = await pending.getByRole("textbox", { name: "Invitation link" }).inputValue();
      expect(shown).toMatch(new RegExp(`^${url("/invitation")}\\?token=inv_[0-9a-f]{16}\\.`));
      await pending.getByRole("button", { name: `Copy the invitation link for ${colleague}` }).click();
      await pending.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      await expectNoAxeViolations(owner, "members page with an invitation");
      expect(await hasHorizontalOverflow(owner)).toBe(false);
      await screenshot(owner, `members-${viewport}`);

      // The colleague, in another browser, signed out.
      const guest = await pageAt(viewport);
      await guest.goto(await mailedLink(colleague, "/invitation"));
      await interactive(guest);
      await guest.getByText("invited you to “Support team” as editor").waitFor();
      await screenshot(guest, `invitation-signed-out-${viewport}`);
      await guest.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
      await guest.waitForURL((address) => address.pathname === "/signup");
      await interactive(guest);
      // The invited address is filled in; the mailed link it came from confirms it on joining.
      expect(await guest.getByLabel("Email").inputValue()).toBe(colleague);
      await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await guest.getByLabel(/I am at least 13/).check();
      await guest.getByRole("button", { name: "Create account" }).click();
      await guest.waitForURL((address) => address.pathname === "/invitation");
      await interactive(guest);
      await guest.getByText("joining also confirms that the address is yours").waitFor();
      await guest.getByRole("button", { name: "Join the workspace" }).click();
      await guest.waitForURL(url("/dashboard"));
      await guest.getByRole("heading", { name: "Support team: links" }).waitFor();
      await guest.getByText("you are an editor").waitFor();
      await expectNoAxeViolations(guest, "dashboard of a joined workspace");
      await screenshot(guest, `invitation-joined-${viewport}`);

      // The owner sees the colleague as a member, and the invitation gone.
      await owner.reload();
      await interactive(owner);
      await owner.getByText("No invitations waiting.").waitFor();
      expect(await owner.getByRole("article", { name: colleague }).textContent()).toContain("Editor");
      expect(await guest.getByText("Confirm your email address.").count()).toBe(0);
    });

    it("shows a confirmed account the invitations waiting for it, with Join", async () => {
      const owner = await pageAt(viewport);
      const ownerEmail = await signUp(owner);
      await confirmAddress(owner, ownerEmail);
      const teammate = await pageAt(viewport);
      const teammateEmail = await signUp(teammate);
      await confirmAddress(teammate, teammateEmail);

      await owner.goto(url("/dashboard/workspaces"));
      await interactive(owner);
      await owner.getByLabel("Name", { exact: true }).fill("Night shift");
      await owner.getByRole("button", { name: "Make workspace" }).click();
      await owner.waitForURL(url("/dashboard"));
      await owner.goto(url("/dashboard/workspaces/members"));
      await interactive(owner);
      await owner.getByLabel("Email address").fill(teammateEmail);
      await owner.getByLabel("Role", { exact: true }).selectOption("viewer");
      await owner.getByRole("button", { name: "Send invitation" }).click();
      await owner.getByRole("article", { name: teammateEmail }).waitFor();

      await teammate.goto(url("/dashboard"));
      await interactive(teammate);
      const waiting = teammate.getByRole("region", { name: "An invitation is waiting for you" });
      await waiting.getByText("invited you to “Night shift” as viewer").waitFor();
      expect(await hasHorizontalOverflow(teammate)).toBe(false);
      await expectNoAxeViolations(teammate, "dashboard with an invitation waiting");
      await screenshot(teammate, `invitation-waiting-${viewport}`);
      await waiting.getByRole("button", { name: "Join “Night shift”" }).click();
      await teammate.getByRole("heading", { name: "Night shift: links" }).waitFor();
      await teammate.getByText("you are a viewer").waitFor();
      expect(await teammate.getByText("An invitation is waiting for you").count()).toBe(0);
    });
  });
}
