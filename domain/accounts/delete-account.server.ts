import type { Db } from "#db/client.server";
import { deleteAccount as deleteAccountRow } from "#db/queries/accounts.server";
import {
  deleteSharedWorkspaceRow,
  listSoleOwnedWorkspaces,
  withAccountWorkspacesLocked,
} from "#db/queries/workspaces.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

export type DeleteAccountResult = { ok: true } | { ok: false; error: "last_owner"; workspaces: string[] };

/**
 * Deletes the account; its sessions, reset tokens and personal workspace (links, click
 * counts, keys) go with it (foreign-key cascades), and so do the shared workspaces it
 * alone belongs to. A shared workspace it is the last owner of while others are members
 * would be left with nobody to answer for it: `last_owner` names those, and nothing is deleted.
 */
export async function deleteAccount(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
): Promise<DeleteAccountResult> {
  // Checked and done holding the account's shared workspaces: a co-owner leaving at the
  // same moment cannot leave a workspace with members and no owner.
  const refused = await withAccountWorkspacesLocked(db, accountId, async (tx) => {
    const soleOwned = await listSoleOwnedWorkspaces(tx, accountId);
    const shared = soleOwned.filter((workspace) => workspace.others > 0);
    if (shared.length > 0) return shared.map((w) => w.name);
    for (const workspace of soleOwned) await deleteSharedWorkspaceRow(tx, workspace.id);
    await deleteAccountRow(tx, accountId);
    return null;
  });
  if (refused !== null) return { ok: false, error: "last_owner", workspaces: refused };
  // Any of its links may be in a redirect cache on any instance.
  await invalidate({ kind: "all" });
  return { ok: true };
}
