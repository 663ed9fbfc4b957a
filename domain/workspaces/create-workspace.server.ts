import { MAX_SHARED_WORKSPACES } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { countSharedMemberships, insertSharedWorkspace } from "#db/queries/workspaces.server";
import { newWorkspaceId } from "./ensure-personal-workspace.server";

export type CreateWorkspaceResult = { ok: true; id: string } | { ok: false; error: "too_many_workspaces" };

/** A new shared workspace named `name` (already checked), with the account as its owner. */
export async function createWorkspace(
  db: Db,
  accountId: number,
  name: string,
): Promise<CreateWorkspaceResult> {
  if ((await countSharedMemberships(db, accountId)) >= MAX_SHARED_WORKSPACES)
    return { ok: false, error: "too_many_workspaces" };
  const id = newWorkspaceId();
  await insertSharedWorkspace(db, { id, name, ownerId: accountId });
  return { ok: true, id };
}
