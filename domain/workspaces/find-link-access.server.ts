import type { Db } from "#db/client.server";
import { findLinkMembership } from "#db/queries/workspaces.server";
import { accessOf, type WorkspaceAccess } from "./find-workspace-access.server";

/**
 * The workspace holding a link, as the account works in it; null when the link does not
 * exist or is in no workspace of the account's (alike, so ids reveal nothing). A link's
 * page works from any workspace the switcher shows: a shared address opens for every member.
 */
export async function findLinkAccess(
  db: Db,
  accountId: number,
  linkId: number,
): Promise<WorkspaceAccess | null> {
  const row = await findLinkMembership(db, accountId, linkId);
  return row === null ? null : accessOf(row);
}
