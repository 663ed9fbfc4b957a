import { canAssignRole, WORKSPACE_ROLES, type WorkspaceRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { listMemberRows } from "#db/queries/invitations.server";

/** At most this many addresses are named on a page: enough to know whom to ask. */
export const MAX_GRANTERS_NAMED = 5;

/**
 * The emails of the members who may give someone `role` in the workspace (its owners, and
 * its admins unless `role` is owner), owners first: who to ask when a page is out of reach.
 * Only ever shown to the workspace's own members, who see every member on its members page.
 */
export async function listRoleGranters(db: Db, workspaceId: string, role: WorkspaceRole): Promise<string[]> {
  const members = await listMemberRows(db, workspaceId);
  return members
    .filter((member) => canAssignRole(member.role, role))
    .sort((a, b) => WORKSPACE_ROLES.indexOf(a.role) - WORKSPACE_ROLES.indexOf(b.role))
    .slice(0, MAX_GRANTERS_NAMED)
    .map((member) => member.email);
}
