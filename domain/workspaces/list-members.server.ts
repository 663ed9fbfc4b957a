import type { Db } from "#db/client.server";
import {
  listMemberRows,
  listPendingInvitations,
  type MemberRow,
  type PendingInvitationRow,
} from "#db/queries/invitations.server";

export type { MemberRow, PendingInvitationRow };

/** A workspace's members and, for those who manage them, its pending invitations. The caller checked the role. */
export async function listMembers(
  db: Db,
  workspaceId: string,
  withInvitations: boolean,
): Promise<{ members: MemberRow[]; invitations: PendingInvitationRow[] }> {
  const [members, invitations] = await Promise.all([
    listMemberRows(db, workspaceId),
    withInvitations ? listPendingInvitations(db, workspaceId) : Promise.resolve([]),
  ]);
  return { members, invitations };
}
