import { roleAllows } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { deleteSharedWorkspaceRow, findMembership } from "#db/queries/workspaces.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

export type DeleteWorkspaceResult =
  | { ok: true }
  | { ok: false; error: "not_found" | "forbidden" | "personal" };

/**
 * Deletes a shared workspace the account owns, with its links (their short URLs then show
 * Link Not Found on every instance), click counts, keys, members and invitations. The
 * personal workspace goes only with its account.
 */
export async function deleteWorkspace(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
  workspaceId: string,
): Promise<DeleteWorkspaceResult> {
  const membership = await findMembership(db, accountId, workspaceId);
  if (membership === null) return { ok: false, error: "not_found" };
  if (!roleAllows(membership.role, "manage_workspace")) return { ok: false, error: "forbidden" };
  if (membership.personalAccountId !== null) return { ok: false, error: "personal" };
  const codeKeys = await deleteSharedWorkspaceRow(db, workspaceId);
  if (codeKeys === null) return { ok: false, error: "not_found" };
  // Its links may sit in a redirect cache on any instance; every other link stays cached.
  if (codeKeys.length > 0) await invalidate({ kind: "links", codeKeys });
  return { ok: true };
}
