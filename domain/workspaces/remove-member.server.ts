import { canAssignRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { countOtherOwners, deleteMember, listMemberRows } from "#db/queries/invitations.server";
import { findMembership } from "#db/queries/workspaces.server";
import type { MemberChangeError } from "./change-member-role.server";

/**
 * Takes a member out of a shared workspace, or lets a member leave. Their access ends on their
 * next request (membership is read on every one); links they made stay with the workspace.
 * Admins may remove editors, viewers and admins; owners anyone; nobody the last owner.
 */
export async function removeMember(
  db: Db,
  actorId: number,
  workspaceId: string,
  memberId: number,
): Promise<{ ok: true } | { ok: false; error: MemberChangeError | "personal" }> {
  const actor = await findMembership(db, actorId, workspaceId);
  if (actor === null) return { ok: false, error: "not_found" };
  if (actor.personalAccountId !== null) return { ok: false, error: "personal" };
  const member = (await listMemberRows(db, workspaceId)).find((row) => row.accountId === memberId);
  if (member === undefined) return { ok: false, error: "not_found" };
  if (memberId !== actorId && !canAssignRole(actor.role, member.role))
    return { ok: false, error: "forbidden" };
  if (member.role === "owner" && (await countOtherOwners(db, workspaceId, memberId)) === 0)
    return { ok: false, error: "last_owner" };
  await deleteMember(db, workspaceId, memberId);
  return { ok: true };
}
