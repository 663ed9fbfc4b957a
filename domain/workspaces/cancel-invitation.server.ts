import { roleAllows } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { deleteInvitation } from "#db/queries/invitations.server";
import { findMembership } from "#db/queries/workspaces.server";

/** Withdraws a pending invitation (its link stops working); for those who manage members. */
export async function cancelInvitation(
  db: Db,
  actorId: number,
  workspaceId: string,
  invitationId: string,
): Promise<{ ok: true } | { ok: false; error: "not_found" | "forbidden" }> {
  const actor = await findMembership(db, actorId, workspaceId);
  if (actor === null) return { ok: false, error: "not_found" };
  if (!roleAllows(actor.role, "manage_members")) return { ok: false, error: "forbidden" };
  return (await deleteInvitation(db, workspaceId, invitationId))
    ? { ok: true }
    : { ok: false, error: "not_found" };
}
