import type { WorkspaceRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { findMembership, type MembershipRow } from "#db/queries/workspaces.server";
import { ensurePersonalWorkspace } from "./ensure-personal-workspace.server";

/** A workspace as one of its members works in it. */
export interface WorkspaceAccess {
  id: string;
  name: string;
  /** The account's own workspace, made with it: never deleted or shared on its own. */
  personal: boolean;
  role: WorkspaceRole;
}

export function accessOf(row: MembershipRow): WorkspaceAccess {
  return { id: row.id, name: row.name, personal: row.personalAccountId !== null, role: row.role };
}

/**
 * The workspace the account works in: `preferred` (the switcher's choice) while the account
 * is a member there, else its personal one. Read on every request, so a removed member
 * loses access at once.
 */
export async function findWorkspaceAccess(
  db: Db,
  accountId: number,
  preferred: string | null,
): Promise<WorkspaceAccess> {
  if (preferred !== null) {
    const membership = await findMembership(db, accountId, preferred);
    if (membership !== null) return accessOf(membership);
  }
  const personal = await ensurePersonalWorkspace(db, accountId);
  return { id: personal.id, name: personal.name, personal: true, role: "owner" };
}
