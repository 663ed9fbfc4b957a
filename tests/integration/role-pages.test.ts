import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACE_ROLES, type WorkspaceRole } from "#core/workspace-roles";
import { workspaceMembers } from "#db/schema";
import { createThroughDashboard, formPost, type SignedInClient, signedInClient } from "./dashboard-helpers";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * What a page shows: its scripts carry the interface's copy in the page's language (labels a role
 * does not see and the error screen's words included), which is not what the visitor reads.
 */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

/**
 * Role-aware pages (issue 21, item 16): each role sees only the controls its role may use,
 * and a page it may not open answers 403 inside the dashboard's layout, naming the role
 * the page needs and who can give it. One database suffices: nothing here depends on it.
 */

/** A control, the page that shows it, and the roles that may use it (core/workspace-roles.ts). */
const CONTROLS: Array<{
  what: string;
  path: (linkId: number) => string;
  text: (linkId: number) => string;
  roles: readonly WorkspaceRole[];
}> = [
  { what: "New link", path: () => "/dashboard", text: () => "New link", roles: ["owner", "admin", "editor"] },
  {
    what: "Edit on the list",
    path: () => "/dashboard",
    text: (id) => `href="/dashboard/links/${id}"`,
    roles: ["owner", "admin", "editor"],
  },
  {
    what: "Edit link on the analytics page",
    path: (id) => `/dashboard/links/${id}/analytics`,
    text: () => ">Edit link<",
    roles: ["owner", "admin", "editor"],
  },
  {
    what: "Edit link on the QR page",
    path: (id) => `/dashboard/links/${id}/qr`,
    text: () => ">Edit link<",
    roles: ["owner", "admin", "editor"],
  },
  {
    what: "Manage API keys on the settings page",
    path: () => "/dashboard/settings",
    text: () => "Manage API keys",
    roles: ["owner", "admin"],
  },
  {
    what: "Import or export",
    path: () => "/dashboard",
    text: () => "Import or export",
    roles: ["owner", "admin"],
  },
];

/** Pages and the lowest role that may open them. */
const PAGES: Array<{ path: (linkId: number) => string; needs: WorkspaceRole }> = [
  { path: () => "/dashboard/links/new", needs: "editor" },
  { path: (id) => `/dashboard/links/${id}`, needs: "editor" },
  { path: () => "/dashboard/settings/api-keys", needs: "admin" },
  { path: () => "/dashboard/import", needs: "admin" },
];

const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };
const LABEL: Record<WorkspaceRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

describe("role-aware dashboard pages", () => {
  let server: TestServer;
  let linkId: number;
  const clients = {} as Record<WorkspaceRole, SignedInClient>;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    const owner = await signedInClient(server);
    const made = await owner.post("/dashboard/workspaces", { intent: "create", name: "Corner Shop" });
    expect(made.status).toBe(302);
    const shopId = /chatlink_workspace=(ws_[0-9a-f]{16})/.exec(made.headers.get("set-cookie") ?? "")?.[1];
    if (shopId === undefined) throw new Error("no workspace cookie");
    // Each client works in the shop, as after choosing it on the workspaces page.
    const inShop = (client: SignedInClient): SignedInClient => {
      const cookie = `${client.cookie.split(";")[0]}; chatlink_workspace=${shopId}`;
      return {
        ...client,
        cookie,
        get: (path) => fetch(`${server.base}${path}`, { headers: { cookie }, redirect: "manual" }),
        post: (path, fields) => formPost(server, path, fields, cookie),
      };
    };
    clients.owner = inShop(owner);
    linkId = (await createThroughDashboard(server, clients.owner, { phone: "+44 7911 123456" })).id;
    for (const role of ["admin", "editor", "viewer"] as const) {
      const client = await signedInClient(server);
      await server.running.database.db.insert(workspaceMembers).values({
        workspaceId: shopId,
        accountId: client.accountId,
        role,
      });
      clients[role] = inShop(client);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const control of CONTROLS) {
    it(`shows ${control.what} to ${control.roles.join(", ")} only`, async () => {
      const seen: WorkspaceRole[] = [];
      for (const role of WORKSPACE_ROLES) {
        const res = await clients[role].get(control.path(linkId));
        expect(res.status, `${role} ${control.path(linkId)}`).toBe(200);
        if (shown(await res.text()).includes(control.text(linkId))) seen.push(role);
      }
      expect(seen.sort()).toEqual([...control.roles].sort());
    });
  }

  it("answers a page a role may not open with 403 in the site's layout, naming the role needed and who can help", async () => {
    for (const page of PAGES) {
      for (const role of WORKSPACE_ROLES) {
        const path = page.path(linkId);
        const res = await clients[role].get(path);
        if (RANK[role] >= RANK[page.needs]) {
          expect(res.status, `${role} ${path}`).toBe(200);
          continue;
        }
        expect(res.status, `${role} ${path}`).toBe(403);
        const html = shown(await res.text());
        // The dashboard's header and navigation, with the workspace and the signed-in address.
        expect(html, path).toMatch(/<header[^>]*>/);
        expect(html, path).toContain('aria-label="Account"');
        expect(html, path).toContain("Workspace: Corner Shop");
        expect(html, path).toContain(clients[role].email);
        expect(html, path).not.toContain("Something went wrong");
        expect(html, path).toContain(
          `This page needs the ${LABEL[page.needs]} role or higher in “Corner Shop”, and your role there is ${LABEL[role]}.`,
        );
        // Who can help: the owner, and the admin (who may give any role up to admin).
        expect(html, path).toContain(
          `An owner or admin of “Corner Shop” can change your role: ${clients.owner.email} and ${clients.admin.email}.`,
        );
      }
    }
  });
});
