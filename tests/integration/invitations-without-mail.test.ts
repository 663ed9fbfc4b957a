import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { workspaceInvitations } from "#db/schema";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, goodPassword, signUp } from "./support/form-client";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const MEMBERS = "/dashboard/workspaces/members";

/**
 * A server without SMTP_URL (docs/decisions/0143): it says so at start-up; confirmation links
 * go to its log and the dashboard says whom to ask; invitations are passed on by a link the
 * inviter copies from the members page; sign-up from an invitation starts with its address
 * and comes back to it; a confirmed invitee joins from the dashboard.
 */
for (const driver of DRIVERS) {
  describe(`invitations without mail on ${driver}`, () => {
    let server: TestServer;
    const startUpLog: string[] = [];
    /** What the server printed with console.log: mail it could not send. */
    const printed: string[] = [];

    beforeAll(async () => {
      vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
        printed.push(parts.map(String).join(" "));
      });
      server = await bootTestServer(driver, { start: { log: (line) => startUpLog.push(line) } });
    });
    afterAll(async () => {
      await server?.stop();
      vi.restoreAllMocks();
    });

    /** The confirmation link the log holds for `email`, as the operator would find it. */
    function loggedConfirmation(email: string): string {
      const mail = printed.findLast((line) => line.includes(` to ${email}: Confirm your email address`));
      const token = mail === undefined ? undefined : /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      if (token === undefined) throw new Error(`no confirmation for ${email} in the log`);
      return token;
    }

    async function confirmFromLog(client: FormClient, email: string): Promise<void> {
      const confirmed = await client.post("/verify-email", {
        intent: "confirm",
        token: loggedConfirmation(email),
      });
      expect(confirmed.status).toBe(200);
    }

    it("warns at start-up that mail is off", () => {
      expect(startUpLog.join("\n")).toContain("SMTP_URL is not set: no mail is sent");
    });

    it("hands the inviter a link to copy; the invitee signs up from it, confirms and joins from the dashboard", async () => {
      const { client: owner, email: ownerEmail } = await signUp(server.base);
      // The reminder says the link is in the log, not "we sent a link".
      const dashboard = (await owner.get("/dashboard")).text;
      expect(dashboard).toContain("This site does not send email, so the link that confirms");
      // Looked for in what is drawn: the reminder's copy, in the page's data, has both sentences.
      expect(dashboard.replaceAll(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("We sent a link to");
      expect(dashboard).toContain("Make a new link");
      await confirmFromLog(owner, ownerEmail);
      expect((await owner.post("/dashboard/workspaces", { intent: "create", name: "Bakery" })).status).toBe(
        302,
      );

      const email = freshEmail("baker");
      const invited = await owner.post(MEMBERS, { intent: "invite", email, role: "editor" });
      expect(invited.status).toBe(200);
      expect(invited.text).toContain(`Invitation made for ${email}. This site does not send email`);
      // Looked for in what is drawn: the page's copy, in its scripts, has every sentence.
      expect(invited.text.replaceAll(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("Invitation sent to");

      const [row] = await server.running.database.db
        .select({ id: workspaceInvitations.id })
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.email, email));
      const id = row?.id ?? "";
      const members = (await owner.get(MEMBERS)).text;
      expect(members).toContain("Copy link");
      const copied = new RegExp(`${PUBLIC_URL}(/invitation\\?token=${id}\\.[A-Za-z0-9_-]{43})`).exec(
        members,
      )?.[1];
      expect(copied, "the members page shows the invitation's link").toBeDefined();
      const path = copied ?? "";

      // Signed out: the page names the invitation; sign-up starts with the invited address.
      const guest = new FormClient(server.base);
      const page = (await guest.get(path)).text;
      expect(page).toContain("invited you to “Bakery” as editor");
      const signupPath = `/signup?${new URLSearchParams({ next: path, email })}`;
      expect(page).toContain(signupPath.replaceAll("&", "&amp;"));
      expect((await guest.get(signupPath)).text).toContain(`value="${email}"`);
      const created = await guest.post("/signup", {
        email,
        password: goodPassword(),
        ageConfirmed: "yes",
        next: path,
      });
      expect(created.location).toBe(path);

      // A copied link proves nothing about the address: confirm it first, and the page says how.
      expect((await guest.get(path)).text).toContain(
        "This site does not send email, so your confirmation link is in the server",
      );
      expect(
        (
          await guest.post("/invitation", {
            token: new URL(path, PUBLIC_URL).searchParams.get("token") ?? "",
          })
        ).status,
      ).toBe(403);
      expect((await guest.get("/dashboard")).text).not.toContain("invitation is waiting");
      await confirmFromLog(guest, email);

      const home = (await guest.get("/dashboard")).text;
      expect(home).toContain("An invitation is waiting for you");
      expect(home).toContain("invited you to “Bakery” as editor");
      const joined = await guest.post("/invitation", { invitation: id });
      expect(joined.status).toBe(302);
      expect(joined.location).toBe("/dashboard");
      expect((await guest.get("/dashboard")).text).toContain("Bakery: links");
      expect((await owner.get(MEMBERS)).text).toContain("No invitations waiting.");
    });

    it("refuses a copied link whose signature is not the server's", async () => {
      const forged = `/invitation?token=inv_0123456789abcdef.${"A".repeat(43)}`;
      expect((await new FormClient(server.base).get(forged)).text).toContain("does not work any more");
    });
  });
}
