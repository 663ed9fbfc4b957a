import { canAssignRole, type WorkspaceRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import {
  countOtherOwners,
  deleteVoidInvitations,
  listMemberRows,
  updateMemberRole,
} from "#db/queries/invitations.server";
import { findMembership, withWorkspaceLocked } from "#db/queries/workspaces.server";

export type MemberChangeError = "not_found" | "forbidden" | "last_owner";

/**
 * Gives a member another role. Owners may change anyone's; admins may change editors' and
 * viewers' up to admin. The last owner cannot be demoted (someone must answer for the
 * workspace), checked and done under the workspace's lock so two owners demoting each other
 * at once leave one. Invitations the member may no longer give go with the demotion.
 */
export async function changeMemberRole(
  db: Db,
  actorId: number,
  workspaceId: string,
  memberId: number,
  role: WorkspaceRole,
): Promise<{ ok: true } | { ok: false; error: MemberChangeError }> {
  return withWorkspaceLocked(db, workspaceId, async (tx) => {
    const actor = await findMembership(tx, actorId, workspaceId);
    if (actor === null) return { ok: false, error: "not_found" };
    const member = (await listMemberRows(tx, workspaceId)).find((row) => row.accountId === memberId);
    if (member === undefined) return { ok: false, error: "not_found" };
    if (!canAssignRole(actor.role, member.role) || !canAssignRole(actor.role, role))
      return { ok: false, error: "forbidden" };
    if (
      member.role === "owner" &&
      role !== "owner" &&
      (await countOtherOwners(tx, workspaceId, memberId)) === 0
    )
      return { ok: false, error: "last_owner" };
    await updateMemberRole(tx, workspaceId, memberId, role);
    await deleteVoidInvitations(tx, workspaceId);
    return { ok: true };
  });
}
