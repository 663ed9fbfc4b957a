import type { Db } from "#db/client.server";
import { listMemberships } from "#db/queries/workspaces.server";
import { ensurePersonalWorkspace } from "./ensure-personal-workspace.server";
import { accessOf, type WorkspaceAccess } from "./find-workspace-access.server";

/** Every workspace the account belongs to, with its role: the personal one (made if missing) first, then by name. */
export async function listWorkspaces(db: Db, accountId: number): Promise<WorkspaceAccess[]> {
  await ensurePersonalWorkspace(db, accountId);
  return (await listMemberships(db, accountId)).map(accessOf);
}
