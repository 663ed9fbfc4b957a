import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeKey } from "#core/alias";
import type { WorkspaceRole } from "#core/workspace-roles";
import { accounts, links, workspaceMembers } from "#db/schema";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import {
  createAnonymously,
  createThroughDashboard,
  redirectOf,
  type SignedInClient,
  signedInClient,
} from "./dashboard-helpers";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const WORKSPACE_COOKIE = /chatlink_workspace=(ws_[0-9a-f]{16})/;

/**
 * The client with the switcher's cookie set to `workspaceId`, as after choosing it on the
 * workspaces page, from an address of its own (each person has theirs; the per-address form
 * limit would otherwise count the whole suite as one visitor).
 */
function inWorkspace(server: TestServer, client: SignedInClient, workspaceId: string): SignedInClient {
  const cookie = `${client.cookie.split(";")[0]}; chatlink_workspace=${workspaceId}`;
  const address = freshAddress();
  return {
    ...client,
    cookie,
    get: (path) =>
      fetch(`${server.base}${path}`, { headers: { cookie, "x-forwarded-for": address }, redirect: "manual" }),
    post: (path, fields) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.base,
          "sec-fetch-site": "same-origin",
          cookie,
          "x-forwarded-for": address,
        },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
  };
}

/**
 * Workspaces (docs/decisions/0133): made, renamed, switched and deleted on the workspaces
 * page; links belong to one; each role may do what core/workspace-roles.ts says and the
 * server refuses the rest, on the dashboard and the API; outsiders see 404s.
 */
for (const driver of DRIVERS) {
  describe(`workspaces on ${driver}`, () => {
    let server: TestServer;
    let owner: SignedInClient;
    let shopId: string;
    let shopLink: { id: number; code: string };
    const members = {} as Record<Exclude<WorkspaceRole, "owner">, SignedInClient>;

    const api = (key: string, path: string, init: RequestInit = {}) =>
      fetch(`${server.base}/api/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers },
      });

    beforeAll(async () => {
      server = await bootTestServer(driver);
      owner = await signedInClient(server);
      const made = await owner.post("/dashboard/workspaces", {
        intent: "create",
        name: "  Corner\u0007Shop  ",
      });
      expect(made.status).toBe(302);
      expect(made.headers.get("location")).toBe("/dashboard");
      const id = WORKSPACE_COOKIE.exec(made.headers.get("set-cookie") ?? "")?.[1];
      if (id === undefined) throw new Error("no workspace cookie");
      shopId = id;
      owner = inWorkspace(server, owner, shopId);
      shopLink = await createThroughDashboard(server, owner, { phone: "+44 7911 123456", message: "Shop" });
      const { db } = server.running.database;
      for (const role of ["admin", "editor", "viewer"] as const) {
        const client = await signedInClient(server);
        // Invitations come later (issue 12): membership is written as accepting one will write it.
        await db.insert(workspaceMembers).values({ workspaceId: shopId, accountId: client.accountId, role });
        members[role] = inWorkspace(server, client, shopId);
      }
      // Confirmed addresses, as after the mailed link (inviting needs one; email-verification.test.ts covers the link).
      await db.update(accounts).set({ emailVerifiedAt: new Date() });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("makes a workspace owned by its maker, named as typed (one line, trimmed), and opens it", async () => {
      const page = await owner.get("/dashboard");
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Corner Shop: links");
      expect(html).toContain("you are an owner");
      expect(html).toContain(`/${shopLink.code}`);
      const [row] = await server.running.database.db
        .select({ workspaceId: links.workspaceId, createdBy: links.createdBy })
        .from(links)
        .where(eq(links.id, shopLink.id));
      expect(row).toEqual({ workspaceId: shopId, createdBy: owner.accountId });
    });

    it("keeps each workspace's links apart, and switches between them", async () => {
      const personal = inWorkspace(
        server,
        owner,
        await personalWorkspaceOf(server.running.database.db, owner.accountId),
      );
      const own = await createThroughDashboard(server, personal, { phone: "+44 7911 123457" });
      const personalList = await (await personal.get("/dashboard")).text();
      expect(personalList).toContain("Your links");
      expect(personalList).toContain(`/${own.code}`);
      expect(personalList).not.toContain(`/${shopLink.code}`);
      expect(await (await owner.get("/dashboard")).text()).not.toContain(`/${own.code}`);

      const switched = await personal.post("/dashboard/workspaces", { intent: "switch", workspace: shopId });
      expect(switched.status).toBe(302);
      expect(switched.headers.get("set-cookie")).toContain(`chatlink_workspace=${shopId}`);
      // Another's workspace id is no workspace of the account's.
      const outsider = await signedInClient(server);
      expect(
        (await outsider.post("/dashboard/workspaces", { intent: "switch", workspace: shopId })).status,
      ).toBe(404);
    });

    it("lists every workspace of the account on the workspaces page, the current one marked", async () => {
      const html = await (await members.viewer.get("/dashboard/workspaces")).text();
      expect(html).toContain("Corner Shop");
      expect(html).toContain("Your role: Viewer");
      expect(html).toContain("Your personal workspace");
      // Viewers get no rename or delete controls (the page's copy, in its scripts, names them).
      expect(html.replaceAll(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("Delete this workspace");
    });

    // Each role × each dashboard operation: the status the server answers.
    const MATRIX: Array<{
      what: string;
      run: (c: SignedInClient) => Promise<Response>;
      allowed: WorkspaceRole[];
    }> = [
      {
        what: "list links",
        run: (c) => c.get("/dashboard"),
        allowed: ["owner", "admin", "editor", "viewer"],
      },
      {
        what: "read a link's analytics",
        run: (c) => c.get(`/dashboard/links/${shopLink.id}/analytics`),
        allowed: ["owner", "admin", "editor", "viewer"],
      },
      {
        what: "download a link's QR code",
        run: (c) => c.get(`/dashboard/links/${shopLink.id}/qr/image?format=svg&size=256`),
        allowed: ["owner", "admin", "editor", "viewer"],
      },
      {
        what: "open the new-link form",
        run: (c) => c.get("/dashboard/links/new"),
        allowed: ["owner", "admin", "editor"],
      },
      {
        what: "open a link's edit form",
        run: (c) => c.get(`/dashboard/links/${shopLink.id}`),
        allowed: ["owner", "admin", "editor"],
      },
      {
        what: "change a link",
        run: (c) => c.post(`/dashboard/links/${shopLink.id}`, { phone: "+44 7911 123456", message: "Shop" }),
        allowed: ["owner", "admin", "editor"],
      },
      { what: "open import and export", run: (c) => c.get("/dashboard/import"), allowed: ["owner", "admin"] },
      { what: "export the links", run: (c) => c.get("/dashboard/export"), allowed: ["owner", "admin"] },
      {
        what: "manage API keys",
        run: (c) => c.get("/dashboard/settings/api-keys"),
        allowed: ["owner", "admin"],
      },
      {
        what: "see the members",
        run: (c) => c.get("/dashboard/workspaces/members"),
        allowed: ["owner", "admin", "editor", "viewer"],
      },
      {
        what: "invite a member",
        run: (c) =>
          c.post("/dashboard/workspaces/members", {
            intent: "invite",
            email: `invited-${Math.random().toString(36).slice(2)}@example.com`,
            role: "viewer",
          }),
        allowed: ["owner", "admin"],
      },
      {
        what: "rename the workspace",
        run: (c) =>
          c.post("/dashboard/workspaces", { intent: "rename", workspace: shopId, name: "Corner Shop" }),
        allowed: ["owner"],
      },
    ];
    for (const { what, run, allowed } of MATRIX)
      it(`lets ${allowed.join(", ")} ${what}, and refuses the other roles with 403`, async () => {
        const clients: Array<[WorkspaceRole, SignedInClient]> = [
          ["owner", owner],
          ...Object.entries(members),
        ] as Array<[WorkspaceRole, SignedInClient]>;
        const statuses = Object.fromEntries(
          await Promise.all(
            clients.map(async ([role, client]) => [role, (await run(client)).status] as const),
          ),
        );
        for (const [role] of clients)
          if (allowed.includes(role)) expect(statuses[role], role).toBeLessThan(400);
          else expect(statuses[role], role).toBe(403);
      });

    it("refuses a viewer's delete and keeps the link; an editor's delete works", async () => {
      const extra = await createThroughDashboard(server, members.editor, { phone: "+44 7911 123458" });
      const refused = await members.viewer.post("/dashboard", { intent: "delete", id: String(extra.id) });
      expect(refused.status).toBe(403);
      expect((await redirectOf(server, extra.code)).status).toBe(302);
      const [made] = await server.running.database.db
        .select({ createdBy: links.createdBy })
        .from(links)
        .where(eq(links.id, extra.id));
      expect(made?.createdBy).toBe(members.editor.accountId);
      expect(
        (await members.editor.post("/dashboard", { intent: "delete", id: String(extra.id) })).status,
      ).toBe(200);
      expect((await redirectOf(server, extra.code)).status).toBe(404);
    });

    it("shows a viewer no Edit, Delete or New link, and an editor no Import", async () => {
      // What the page shows: its scripts carry the dashboard's whole copy, labels it hides included.
      const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
      const viewer = shown(await (await members.viewer.get("/dashboard")).text());
      expect(viewer).toContain("you are a viewer");
      expect(viewer).not.toContain("New link");
      expect(viewer).not.toContain(`/dashboard/links/${shopLink.id}"`);
      expect(viewer).not.toMatch(/>Delete</);
      const editor = shown(await (await members.editor.get("/dashboard")).text());
      expect(editor).toContain("New link");
      expect(editor).not.toContain("Import or export");
    });

    it("gives outsiders 404 for the workspace's links, and their own workspace whatever cookie they send", async () => {
      const outsider = inWorkspace(server, await signedInClient(server), shopId);
      expect((await outsider.get(`/dashboard/links/${shopLink.id}`)).status).toBe(404);
      expect((await outsider.get(`/dashboard/links/${shopLink.id}/analytics`)).status).toBe(404);
      const list = await (await outsider.get("/dashboard")).text();
      expect(list).toContain("Your links");
      expect(list).not.toContain(`/${shopLink.code}`);
    });

    it("scopes an API key to its workspace: its list, its creations, 404 for the rest", async () => {
      const { db } = server.running.database;
      const key = await createApiKeyFor(db, members.admin.accountId, { workspaceId: shopId, scope: "write" });
      if (!key.ok) throw new Error(key.error);
      const listed = (await (await api(key.key, "/links")).json()) as { data: Array<{ code: string }> };
      expect(listed.data.map((l) => l.code)).toContain(shopLink.code);
      const created = await api(key.key, "/links", {
        method: "POST",
        body: JSON.stringify({ phone: "+447911123459" }),
      });
      expect(created.status).toBe(201);
      const body = (await created.json()) as { id: string; createdBy: string | null };
      expect(body.createdBy).toBe(members.admin.email);
      const [row] = await db
        .select({ workspaceId: links.workspaceId })
        .from(links)
        .where(eq(links.id, Number(body.id)));
      expect(row?.workspaceId).toBe(shopId);
      // An outsider's personal key finds nothing of the shop's.
      const outsider = await signedInClient(server);
      const foreign = await createApiKeyFor(db, outsider.accountId, { scope: "read" });
      if (!foreign.ok) throw new Error(foreign.error);
      expect((await api(foreign.key, `/links/${shopLink.id}`)).status).toBe(404);
      // An editor cannot make keys for the workspace.
      expect(
        await createApiKeyFor(db, members.editor.accountId, { workspaceId: shopId, scope: "read" }),
      ).toEqual({
        ok: false,
        error: "forbidden",
      });
    });

    it("never shows or lets an outsider touch the workspace's members, invitations or keys", async () => {
      const { db } = server.running.database;
      const key = await createApiKeyFor(db, owner.accountId, {
        workspaceId: shopId,
        name: "Till",
        scope: "read",
      });
      if (!key.ok) throw new Error(key.error);
      const outsider = inWorkspace(server, await signedInClient(server), shopId);
      const page = await (await outsider.get("/dashboard/workspaces/members")).text();
      expect(page).not.toContain(owner.email);
      expect(page).not.toContain(members.viewer.email);
      const keys = await (await outsider.get("/dashboard/settings/api-keys")).text();
      expect(keys).not.toContain("Till");
      expect(keys).not.toContain(key.id);
      // Posting the shop's ids from the outsider's own workspace finds nothing.
      const posts: Array<Record<string, string>> = [
        { intent: "role", member: String(members.viewer.accountId), role: "owner" },
        { intent: "remove", member: String(members.viewer.accountId) },
        { intent: "cancel", invitation: "inv_0000000000000000" },
      ];
      // Refused: 404 (not in the outsider's workspace) or 403 (a personal workspace has no one to remove).
      for (const fields of posts)
        expect([403, 404]).toContain((await outsider.post("/dashboard/workspaces/members", fields)).status);
      expect(
        (await outsider.post("/dashboard/settings/api-keys", { intent: "revoke", keyId: key.id })).status,
      ).toBe(404);
      expect(
        (await outsider.post("/dashboard/workspaces", { intent: "rename", workspace: shopId, name: "Mine" }))
          .status,
      ).toBe(404);
      // All still there.
      const answer = await fetch(`${server.base}/api/v1/workspace`, {
        headers: { authorization: `Bearer ${key.key}` },
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { name: string }).name).toBe("Corner Shop");
      expect((await members.viewer.get("/dashboard")).status).toBe(200);
    });

    it("answers hostile form input on the workspace pages with a 4xx or a page, never a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "/dashboard/workspaces",
            "/dashboard/workspaces/members",
            "/invitation",
            "/verify-email",
          ),
          fc.constantFrom(
            "create",
            "rename",
            "delete",
            "switch",
            "invite",
            "role",
            "remove",
            "cancel",
            "confirm",
            "resend",
            "",
          ),
          fc.dictionary(
            fc.constantFrom("workspace", "name", "confirm", "email", "role", "member", "invitation", "token"),
            fc.oneof(
              fc.string({ maxLength: 200 }),
              fc.constantFrom(shopId, "ws_", "-1", "1e9", "owner", "\u0000"),
            ),
          ),
          async (path, intent, fields) => {
            // Each from its own address, so the per-address form limit (429) does not hide what the page does.
            const answer = await fetch(`${server.base}${path}`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: server.base,
                "sec-fetch-site": "same-origin",
                cookie: members.viewer.cookie,
                "x-forwarded-for": freshAddress(),
              },
              body: new URLSearchParams({ ...fields, intent }).toString(),
              redirect: "manual",
            });
            expect(answer.status).toBeLessThan(500);
          },
        ),
        { numRuns: 80 },
      );
      // The viewer changed nothing: still a viewer, the workspace still named as it was.
      expect(await (await members.viewer.get("/dashboard")).text()).toContain("Corner Shop: links");
    });

    it("takes a removed member's access away on the next request", async () => {
      const client = await signedInClient(server);
      const { db } = server.running.database;
      await db
        .insert(workspaceMembers)
        .values({ workspaceId: shopId, accountId: client.accountId, role: "editor" });
      const member = inWorkspace(server, client, shopId);
      expect((await member.get(`/dashboard/links/${shopLink.id}`)).status).toBe(200);
      await db
        .delete(workspaceMembers)
        .where(
          and(eq(workspaceMembers.workspaceId, shopId), eq(workspaceMembers.accountId, client.accountId)),
        );
      expect((await member.get(`/dashboard/links/${shopLink.id}`)).status).toBe(404);
      expect(await (await member.get("/dashboard")).text()).not.toContain(`/${shopLink.code}`);
    });

    it("hides a workspace's links and refuses its keys while an owner is suspended", async () => {
      const { db } = server.running.database;
      const key = await createApiKeyFor(db, owner.accountId, { workspaceId: shopId, scope: "read" });
      if (!key.ok) throw new Error(key.error);
      expect((await redirectOf(server, shopLink.code)).status).toBe(302);
      await db.update(accounts).set({ bannedAt: new Date() }).where(eq(accounts.id, owner.accountId));
      server.running.resolver.invalidate(shopLink.code);
      try {
        expect((await redirectOf(server, shopLink.code)).status).toBe(404);
        expect((await api(key.key, "/links")).status).toBe(401);
      } finally {
        await db.update(accounts).set({ bannedAt: null }).where(eq(accounts.id, owner.accountId));
        server.running.resolver.invalidate(shopLink.code);
      }
      expect((await redirectOf(server, shopLink.code)).status).toBe(302);
    });

    it("refuses to delete an account that is the last owner of a workspace with members", async () => {
      // owner has no password: the settings form cannot be used, so the domain operation is called as it does.
      const { deleteAccount } = await import("#domain/accounts/delete-account.server");
      const result = await deleteAccount(server.running.database.db, async () => {}, owner.accountId);
      expect(result).toEqual({ ok: false, error: "last_owner", workspaces: ["Corner Shop"] });
      expect((await redirectOf(server, shopLink.code)).status).toBe(302);
    });

    it("deletes a shared workspace only for an owner who types its name, and its links stop at once", async () => {
      expect(
        (
          await members.admin.post("/dashboard/workspaces", {
            intent: "delete",
            workspace: shopId,
            confirm: "Corner Shop",
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await owner.post("/dashboard/workspaces", {
            intent: "delete",
            workspace: shopId,
            confirm: "corner shop",
          })
        ).status,
      ).toBe(400);
      const personalId = await personalWorkspaceOf(server.running.database.db, owner.accountId);
      expect(
        (
          await owner.post("/dashboard/workspaces", {
            intent: "delete",
            workspace: personalId,
            confirm: "Personal",
          })
        ).status,
      ).toBe(403);
      const deleted = await owner.post("/dashboard/workspaces", {
        intent: "delete",
        workspace: shopId,
        confirm: "Corner Shop",
      });
      expect(deleted.status).toBe(302);
      expect((await redirectOf(server, shopLink.code)).status).toBe(404);
      // The cookie still names it: the dashboard falls back to the personal workspace.
      expect(await (await owner.get("/dashboard")).text()).toContain("Your links");
      expect((await members.viewer.get(`/dashboard/links/${shopLink.id}`)).status).toBe(404);
    });

    it("drops only a deleted workspace's own links from the redirect cache", async () => {
      const { resolver } = server.running;
      const made = async (name: string) => {
        const res = await owner.post("/dashboard/workspaces", { intent: "create", name });
        const id = WORKSPACE_COOKIE.exec(res.headers.get("set-cookie") ?? "")?.[1];
        if (id === undefined) throw new Error("no workspace cookie");
        return id;
      };
      const empty = await made("Nothing here");
      const busy = await made("Short lived");
      const busyLink = await createThroughDashboard(server, inWorkspace(server, owner, busy), {
        phone: "+44 7911 123456",
        message: "Gone soon",
      });
      const bystander = await createAnonymously(server, { phone: "+44 7911 654321" });
      for (const code of [busyLink.code, bystander.code])
        expect((await redirectOf(server, code)).status).toBe(302);
      const cached = (code: string) => resolver.cached(codeKey(code)) !== undefined;
      expect(cached(bystander.code)).toBe(true);

      const remove = (workspace: string, confirm: string) =>
        owner.post("/dashboard/workspaces", { intent: "delete", workspace, confirm });
      expect((await remove(empty, "Nothing here")).status).toBe(302);
      // An empty workspace had nothing cached: every visitor's link stays answered from memory.
      expect(cached(bystander.code)).toBe(true);
      expect(cached(busyLink.code)).toBe(true);

      expect((await remove(busy, "Short lived")).status).toBe(302);
      expect(cached(busyLink.code)).toBe(false);
      expect(cached(bystander.code)).toBe(true);
      expect((await redirectOf(server, busyLink.code)).status).toBe(404);
      expect((await redirectOf(server, bystander.code)).status).toBe(302);
    });

    it("refuses a blank or overlong name with the reason", async () => {
      const blank = await owner.post("/dashboard/workspaces", { intent: "create", name: "   " });
      expect(blank.status).toBe(400);
      expect(await blank.text()).toContain("Give the workspace a name");
      const long = await owner.post("/dashboard/workspaces", { intent: "create", name: "x".repeat(61) });
      expect(long.status).toBe(400);
      expect(await long.text()).toContain("60 characters");
    });
  });
}
