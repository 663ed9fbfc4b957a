import type { Db } from "#db/client.server";
import { deleteAccount as deleteAccountRow } from "#db/queries/accounts.server";
import { deleteSharedWorkspaceRow, listSoleOwnedWorkspaces } from "#db/queries/workspaces.server";
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
  const soleOwned = await listSoleOwnedWorkspaces(db, accountId);
  const shared = soleOwned.filter((workspace) => workspace.others > 0);
  if (shared.length > 0) return { ok: false, error: "last_owner", workspaces: shared.map((w) => w.name) };
  for (const workspace of soleOwned) await deleteSharedWorkspaceRow(db, workspace.id);
  await deleteAccountRow(db, accountId);
  // Any of its links may be in a redirect cache on any instance.
  await invalidate({ kind: "all" });
  return { ok: true };
}
