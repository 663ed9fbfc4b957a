import { canAssignRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import {
  countOtherOwners,
  deleteMember,
  deleteVoidInvitations,
  listMemberRows,
} from "#db/queries/invitations.server";
import { findMembership, withWorkspaceLocked } from "#db/queries/workspaces.server";
import type { MemberChangeError } from "./change-member-role.server";

/**
 * Takes a member out of a shared workspace, or lets a member leave. Their access ends on their
 * next request (membership is read on every one); links they made stay with the workspace,
 * their pending invitations go. Admins may remove editors, viewers and admins; owners anyone;
 * nobody the last owner. Checked and done under the workspace's lock: two owners leaving at
 * once cannot both count the other as staying.
 */
export async function removeMember(
  db: Db,
  actorId: number,
  workspaceId: string,
  memberId: number,
): Promise<{ ok: true } | { ok: false; error: MemberChangeError | "personal" }> {
  return withWorkspaceLocked(db, workspaceId, async (tx) => {
    const actor = await findMembership(tx, actorId, workspaceId);
    if (actor === null) return { ok: false, error: "not_found" };
    if (actor.personalAccountId !== null) return { ok: false, error: "personal" };
    const member = (await listMemberRows(tx, workspaceId)).find((row) => row.accountId === memberId);
    if (member === undefined) return { ok: false, error: "not_found" };
    if (memberId !== actorId && !canAssignRole(actor.role, member.role))
      return { ok: false, error: "forbidden" };
    if (member.role === "owner" && (await countOtherOwners(tx, workspaceId, memberId)) === 0)
      return { ok: false, error: "last_owner" };
    await deleteMember(tx, workspaceId, memberId);
    await deleteVoidInvitations(tx, workspaceId);
    return { ok: true };
  });
}
