import { expect } from "vitest";
import { workspaceMembers } from "#db/schema";
import { formPost, type SignedInClient, signedInClient } from "./dashboard-helpers";
import type { TestServer } from "./support/test-server";

/**
 * A shared workspace with an owner and a viewer, each working in it as after choosing it on
 * the workspaces page: for the dashboard pages whose writes need the editor role.
 */
export async function shopWithViewer(
  server: TestServer,
): Promise<{ owner: SignedInClient; viewer: SignedInClient; workspaceId: string }> {
  const owner = await signedInClient(server);
  const made = await owner.post("/dashboard/workspaces", { intent: "create", name: "Corner Shop" });
  expect(made.status).toBe(302);
  const workspaceId = /chatlink_workspace=(ws_[0-9a-f]{16})/.exec(made.headers.get("set-cookie") ?? "")?.[1];
  if (workspaceId === undefined) throw new Error("no workspace cookie");
  const inShop = (client: SignedInClient): SignedInClient => {
    const cookie = `${client.cookie.split(";")[0]}; chatlink_workspace=${workspaceId}`;
    return {
      ...client,
      cookie,
      get: (path) => fetch(`${server.base}${path}`, { headers: { cookie }, redirect: "manual" }),
      post: (path, fields) => formPost(server, path, fields, cookie),
    };
  };
  const viewer = await signedInClient(server);
  await server.running.database.db.insert(workspaceMembers).values({
    workspaceId,
    accountId: viewer.accountId,
    role: "viewer",
  });
  return { owner: inShop(owner), viewer: inShop(viewer), workspaceId };
}

/** Text as React renders it into HTML (quotes and ampersands escaped). */
export function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
