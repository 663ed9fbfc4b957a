import type { AppLoadContext } from "react-router";
import { listMyInvitations } from "#domain/workspaces/list-my-invitations.server";
import type { MyInvitation } from "../../components/dashboard/my-invitations";

/** The invitations waiting for the signed-in address (none until it is confirmed), as the dashboard shows them. */
export async function loadMyInvitations(
  context: AppLoadContext,
  account: { email: string; emailVerified: boolean },
): Promise<MyInvitation[]> {
  const invitations = await listMyInvitations(context.db, account);
  return invitations.map((invitation) => ({
    id: invitation.id,
    workspace: invitation.workspaceName,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
  }));
}
