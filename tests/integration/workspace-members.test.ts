import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, workspaceInvitations, workspaceMembers, workspaces } from "#db/schema";
import { deleteAccount } from "#domain/accounts/delete-account.server";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { removeMember } from "#domain/workspaces/remove-member.server";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { FormClient, freshEmail, signUp } from "./support/form-client";
import { decodedMail, type Mailbox, startMailbox } from "./support/mailbox";
import { bootTestServer, PUBLIC_URL, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const CONFIRM_MAIL = /Subject: Confirm your email address/;
const INVITE_MAIL = /invited you to/;

/** The first link to `path` in a mail, as a path on the site. */
function linkIn(raw: string, path: string): string {
  const match = new RegExp(`(https?://\\S+${path}\\?token=[A-Za-z0-9_-]+)`).exec(decodedMail(raw));
  if (match?.[1] === undefined) throw new Error(`no ${path} link in:\n${raw}`);
  return match[1].slice(PUBLIC_URL.length);
}
const tokenOf = (path: string) => new URL(path, PUBLIC_URL).searchParams.get("token") ?? "";

/**
 * Members and invitations of a shared workspace (docs/decisions/0135): invitations by email,
 * accepted only by the invited address once confirmed; roles changed and members removed
 * within what the actor's role allows; the last owner stays.
 */
for (const driver of DRIVERS) {
  describe(`workspace members and invitations on ${driver}`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    let owner: FormClient;
    let ownerEmail: string;
    let shopId: string;

    const accountIdOf = async (email: string): Promise<number> => {
      const [row] = await server.running.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email));
      if (row === undefined) throw new Error(`no account ${email}`);
      return row.id;
    };

    /** Signs up through the form and confirms the address through the mailed link. */
    async function confirmedAccount(email = freshEmail("member")) {
      const account = await signUp(server.base, email);
      const token = tokenOf(linkIn((await mailbox.next(email, CONFIRM_MAIL)).raw, "/verify-email"));
      expect((await account.client.post("/verify-email", { intent: "confirm", token })).status).toBe(200);
      return account;
    }

    /** Invites `email` as `role` from `from`, and returns the invitation link's path. */
    async function invite(from: FormClient, email: string, role: string): Promise<string> {
      const sent = await from.post("/dashboard/workspaces/members", { intent: "invite", email, role });
      expect(sent.status, sent.text.slice(0, 300)).toBe(200);
      return linkIn((await mailbox.next(email, INVITE_MAIL)).raw, "/invitation");
    }

    beforeAll(async () => {
      mailbox = await startMailbox();
      server = await bootTestServer(driver, { env: { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` } });
      ({ client: owner, email: ownerEmail } = await signUp(server.base));
      expect((await owner.post("/dashboard/workspaces", { intent: "create", name: "Shop" })).status).toBe(
        302,
      );
      shopId = owner.workspace ?? "";
      expect(shopId).toMatch(/^ws_/);
    });
    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
    });

    it("refuses to send invitations until the inviter's own address is confirmed", async () => {
      const refused = await owner.post("/dashboard/workspaces/members", {
        intent: "invite",
        email: freshEmail("early"),
        role: "editor",
      });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain("Confirm your own email address first");
      // Confirm the owner's address for the rest of the suite.
      const confirmMail = await mailbox.next(ownerEmail, CONFIRM_MAIL);
      const token = tokenOf(linkIn(confirmMail.raw, "/verify-email"));
      expect((await owner.post("/verify-email", { intent: "confirm", token })).status).toBe(200);
    });

    it("invites by email; the invited address signs up, confirms, and joins with its role", async () => {
      const email = freshEmail("editor");
      const path = await invite(owner, email, "editor");
      expect((await owner.get("/dashboard/workspaces/members")).text).toContain(email);

      const visitor = new FormClient(server.base);
      const page = await visitor.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
      expect(page.text).toContain("invited you to “Shop” as editor");
      expect(page.text).toContain(`/login?next=${encodeURIComponent(path)}`);

      // A new account with the invited address: unconfirmed, but the mailed link it answers
      // reached that inbox, so joining from it confirms the address on the way.
      const { client } = await signUp(server.base, email);
      expect((await client.get(path)).text).toContain("joining also confirms that the address is yours");

      const joined = await client.post("/invitation", { token: tokenOf(path) });
      expect(joined.status).toBe(302);
      expect(joined.location).toBe("/dashboard");
      expect(client.workspace).toBe(shopId);
      const list = (await client.get("/dashboard")).text;
      expect(list).toContain("Shop: links");
      expect(list).toContain("you are an editor");
      // Once only.
      expect((await client.post("/invitation", { token: tokenOf(path) })).status).toBe(404);
    });

    it("lets only the invited address accept", async () => {
      const path = await invite(owner, freshEmail("meant"), "viewer");
      const { client: stranger } = await confirmedAccount();
      const refused = await stranger.post("/invitation", { token: tokenOf(path) });
      expect(refused.status).toBe(403);
      expect((await stranger.get(path)).text).toContain("Log out and log in with the invited address");
      expect(stranger.workspace).toBeNull();
    });

    it("lets an admin manage members up to admin, never an owner; the last owner stays", async () => {
      const admin = await confirmedAccount();
      const adminJoin = await admin.client.post("/invitation", {
        token: tokenOf(await invite(owner, admin.email, "admin")),
      });
      expect(adminJoin.status).toBe(302);
      const ownerId = await accountIdOf(ownerEmail);

      // An admin cannot invite an owner, or change or remove one.
      const tooHigh = await admin.client.post("/dashboard/workspaces/members", {
        intent: "invite",
        email: freshEmail("boss"),
        role: "owner",
      });
      expect(tooHigh.status).toBe(403);
      expect(
        (
          await admin.client.post("/dashboard/workspaces/members", {
            intent: "role",
            member: String(ownerId),
            role: "viewer",
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await admin.client.post("/dashboard/workspaces/members", {
            intent: "remove",
            member: String(ownerId),
          })
        ).status,
      ).toBe(403);

      // The only owner can neither step down nor leave.
      expect(
        (
          await owner.post("/dashboard/workspaces/members", {
            intent: "role",
            member: String(ownerId),
            role: "admin",
          })
        ).status,
      ).toBe(409);
      expect(
        (await owner.post("/dashboard/workspaces/members", { intent: "remove", member: String(ownerId) }))
          .status,
      ).toBe(409);

      // An editor invited by the admin; the admin makes them a viewer, then removes them.
      const editor = await confirmedAccount();
      await editor.client.post("/invitation", {
        token: tokenOf(await invite(admin.client, editor.email, "editor")),
      });
      const editorId = await accountIdOf(editor.email);
      expect(
        (
          await admin.client.post("/dashboard/workspaces/members", {
            intent: "role",
            member: String(editorId),
            role: "viewer",
          })
        ).status,
      ).toBe(200);
      expect((await editor.client.get("/dashboard/links/new")).status).toBe(403);
      expect(
        (
          await admin.client.post("/dashboard/workspaces/members", {
            intent: "remove",
            member: String(editorId),
          })
        ).status,
      ).toBe(200);
      // Gone at once: the dashboard is the personal workspace again.
      expect((await editor.client.get("/dashboard")).text).toContain("Your links");

      // An admin can leave.
      const adminId = await accountIdOf(admin.email);
      const left = await admin.client.post("/dashboard/workspaces/members", {
        intent: "remove",
        member: String(adminId),
      });
      expect(left.status).toBe(302);
      expect(left.location).toBe("/dashboard/workspaces");
    });

    it("confirms the address of whoever answers the mailed link; a copied link or Join by id does not", async () => {
      const verifiedAt = async (email: string) =>
        (
          await server.running.database.db
            .select({ at: accounts.emailVerifiedAt })
            .from(accounts)
            .where(eq(accounts.email, email))
        )[0]?.at ?? null;

      // The mailed link reached the inbox: joining from it confirms the address, no second mail needed.
      const mailedTo = freshEmail("mailed");
      const mailed = await invite(owner, mailedTo, "viewer");
      const { client: invitee } = await signUp(server.base, mailedTo);
      const page = (await invitee.get(mailed)).text;
      expect(page).toContain("joining also confirms that the address is yours");
      const joined = await invitee.post("/invitation", { token: tokenOf(mailed) });
      expect(joined.status).toBe(302);
      expect(invitee.workspace).toBe(shopId);
      expect(await verifiedAt(mailedTo)).not.toBeNull();

      // The link the owner copies from the members page finds the invitation but proves nothing.
      const copiedTo = freshEmail("copied");
      await invite(owner, copiedTo, "viewer");
      const [row] = await server.running.database.db
        .select({ id: workspaceInvitations.id })
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.email, copiedTo));
      const id = row?.id ?? "";
      const members = (await owner.get("/dashboard/workspaces/members")).text;
      const copied = new RegExp(`${PUBLIC_URL}(/invitation\\?token=${id}\\.[A-Za-z0-9_-]{43})`).exec(
        members,
      )?.[1];
      expect(copied, "the members page shows a link to copy").toBeDefined();
      const { client: second } = await signUp(server.base, copiedTo);
      expect((await second.get(copied ?? "")).text).toContain("Confirm your email address first");
      expect((await second.post("/invitation", { token: tokenOf(copied ?? "") })).status).toBe(403);
      expect((await second.post("/invitation", { invitation: id })).status).toBe(403);
      expect(await verifiedAt(copiedTo)).toBeNull();
      expect(second.workspace).toBeNull();

      // Join by id is for the invited address only.
      const { client: stranger } = await confirmedAccount();
      expect((await stranger.post("/invitation", { invitation: id })).status).toBe(403);
      expect(stranger.workspace).toBeNull();
    });

    it("withdraws an invitation, whose link then stops working", async () => {
      const email = freshEmail("withdrawn");
      const path = await invite(owner, email, "viewer");
      const [row] = await server.running.database.db
        .select({ id: workspaceInvitations.id })
        .from(workspaceInvitations)
        .where(eq(workspaceInvitations.email, email));
      const withdrawn = await owner.post("/dashboard/workspaces/members", {
        intent: "cancel",
        invitation: row?.id ?? "",
      });
      expect(withdrawn.status).toBe(200);
      expect((await new FormClient(server.base).get(path)).text).toContain("does not work any more");
      const { client } = await confirmedAccount(email);
      expect((await client.post("/invitation", { token: tokenOf(path) })).status).toBe(404);
    });

    it("voids an inviter's invitations when they are removed or demoted, and shows who invited whom", async () => {
      // A co-owner invites his second account as owner, is removed, and the second account
      // must not be able to join (and then remove the original owner).
      const coOwner = await confirmedAccount();
      await coOwner.client.post("/invitation", {
        token: tokenOf(await invite(owner, coOwner.email, "owner")),
      });
      coOwner.client.workspace = shopId;
      const second = await confirmedAccount();
      const secondPath = await invite(coOwner.client, second.email, "owner");
      const listed = (await owner.get("/dashboard/workspaces/members")).text;
      expect(listed).toContain(second.email);
      expect(listed).toContain(`invited by ${coOwner.email}`);

      const coOwnerId = await accountIdOf(coOwner.email);
      const removed = await owner.post("/dashboard/workspaces/members", {
        intent: "remove",
        member: String(coOwnerId),
      });
      expect(removed.status).toBe(200);
      expect((await owner.get("/dashboard/workspaces/members")).text).not.toContain(second.email);
      expect((await second.client.get(secondPath)).text).toContain("does not work any more");
      expect((await second.client.post("/invitation", { token: tokenOf(secondPath) })).status).toBe(404);
      expect(second.client.workspace).toBeNull();

      // An admin's invitation to an admin seat goes when the admin becomes an editor.
      const admin = await confirmedAccount();
      await admin.client.post("/invitation", { token: tokenOf(await invite(owner, admin.email, "admin")) });
      const invitee = await confirmedAccount();
      const inviteePath = await invite(admin.client, invitee.email, "admin");
      const adminId = await accountIdOf(admin.email);
      const demoted = await owner.post("/dashboard/workspaces/members", {
        intent: "role",
        member: String(adminId),
        role: "editor",
      });
      expect(demoted.status).toBe(200);
      expect((await invitee.client.post("/invitation", { token: tokenOf(inviteePath) })).status).toBe(404);

      // Acceptance checks the inviter itself, whatever removed them: here a demotion written
      // straight to the database, which no clean-up saw.
      const { db } = server.running.database;
      await db
        .update(workspaceMembers)
        .set({ role: "admin" })
        .where(and(eq(workspaceMembers.workspaceId, shopId), eq(workspaceMembers.accountId, adminId)));
      const late = await confirmedAccount();
      const latePath = await invite(admin.client, late.email, "admin");
      await db
        .update(workspaceMembers)
        .set({ role: "viewer" })
        .where(and(eq(workspaceMembers.workspaceId, shopId), eq(workspaceMembers.accountId, adminId)));
      expect((await late.client.post("/invitation", { token: tokenOf(latePath) })).status).toBe(404);
    });

    it("leaves an owner when two owners leave, or demote each other, at the same moment", async () => {
      const { db } = server.running.database;
      const [a, b] = [await signUp(server.base), await signUp(server.base)];
      const [aId, bId] = [await accountIdOf(a.email), await accountIdOf(b.email)];
      const members = "/dashboard/workspaces/members";
      for (let round = 0; round < 6; round++) {
        const id = `ws_${randomBytes(8).toString("hex")}`;
        await db.insert(workspaces).values({ id, name: `Race ${round}` });
        await db.insert(workspaceMembers).values([
          { workspaceId: id, accountId: aId, role: "owner" },
          { workspaceId: id, accountId: bId, role: "owner" },
        ]);
        a.client.workspace = id;
        b.client.workspace = id;
        const leave = round % 2 === 0;
        const answers = await Promise.all(
          leave
            ? [
                a.client.post(members, { intent: "remove", member: String(aId) }),
                b.client.post(members, { intent: "remove", member: String(bId) }),
              ]
            : [
                a.client.post(members, { intent: "role", member: String(bId), role: "admin" }),
                b.client.post(members, { intent: "role", member: String(aId), role: "admin" }),
              ],
        );
        const owners = await db
          .select({ accountId: workspaceMembers.accountId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.role, "owner")));
        expect(owners, `round ${round} (${leave ? "leave" : "demote"})`).toHaveLength(1);
        // The second to leave is the last owner; the second to demote is no longer an owner.
        expect(answers.map((answer) => answer.status).sort()).toEqual(leave ? [302, 409] : [200, 403]);
      }
    });

    it("leaves an owner when one owner deletes their account as the other leaves", async () => {
      const { db } = server.running.database;
      for (let round = 0; round < 6; round++) {
        const ids = await db
          .insert(accounts)
          .values(["a", "b", "c"].map((who) => ({ email: freshEmail(`${who}${round}`) })))
          .returning({ id: accounts.id });
        const [a, b, c] = ids.map((row) => row.id) as [number, number, number];
        const id = `ws_${randomBytes(8).toString("hex")}`;
        await db.insert(workspaces).values({ id, name: `Delete race ${round}` });
        await db.insert(workspaceMembers).values([
          { workspaceId: id, accountId: a, role: "owner" },
          { workspaceId: id, accountId: b, role: "owner" },
          { workspaceId: id, accountId: c, role: "editor" },
        ]);
        const [deleted, left] = await Promise.all([
          deleteAccount(db, async () => {}, a),
          removeMember(db, b, id, b),
        ]);
        const owners = await db
          .select({ accountId: workspaceMembers.accountId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.role, "owner")));
        expect(owners, `round ${round}`).toHaveLength(1);
        expect([deleted.ok, left.ok].sort()).toEqual([false, true]);
      }
    });

    it("keeps a personal workspace private, and shows members with roles through the API", async () => {
      const { client } = await confirmedAccount();
      const personal = await client.post("/dashboard/workspaces/members", {
        intent: "invite",
        email: freshEmail("nope"),
        role: "viewer",
      });
      expect(personal.status).toBe(403);
      const { db } = server.running.database;
      const ownerAccount = await accountIdOf(ownerEmail);
      const key = await createApiKeyFor(db, ownerAccount, { workspaceId: shopId, scope: "read" });
      if (!key.ok) throw new Error(key.error);
      const answer = await fetch(`${server.base}/api/v1/workspace`, {
        headers: { authorization: `Bearer ${key.key}` },
      });
      const body = (await answer.json()) as { name: string; members: Array<{ email: string; role: string }> };
      expect(body.name).toBe("Shop");
      expect(body.members.map((m) => m.role)).toContain("owner");
      expect(body.members.map((m) => m.role)).toContain("editor");
    });
  });
}
