import { roleAllows } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { findMembership, renameWorkspaceRow } from "#db/queries/workspaces.server";

/** Renames a workspace the account owns (`name` already checked); `not_found` otherwise. */
export async function renameWorkspace(
  db: Db,
  accountId: number,
  workspaceId: string,
  name: string,
): Promise<{ ok: true } | { ok: false; error: "not_found" | "forbidden" }> {
  const membership = await findMembership(db, accountId, workspaceId);
  if (membership === null) return { ok: false, error: "not_found" };
  if (!roleAllows(membership.role, "manage_workspace")) return { ok: false, error: "forbidden" };
  await renameWorkspaceRow(db, workspaceId, name);
  return { ok: true };
}
