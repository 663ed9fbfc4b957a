import type { Db } from "#db/client.server";
import { findApiKeyWorkspace, revokeApiKeyRow } from "#db/queries/api-keys.server";
import { findMembership } from "#db/queries/workspaces.server";
import { MAY_MANAGE_KEYS } from "./create-api-key.server";

/**
 * Revokes a key of a workspace where the account is an owner or admin: it stops working
 * on its next call. `not_found` for a key that is not there, already revoked, or of a
 * workspace the account cannot manage (they look alike).
 */
export async function revokeApiKey(
  db: Db,
  accountId: number,
  keyId: string,
): Promise<{ ok: true } | { ok: false; error: "not_found" }> {
  const workspaceId = await findApiKeyWorkspace(db, keyId);
  const membership = workspaceId === null ? null : await findMembership(db, accountId, workspaceId);
  if (membership === null || !MAY_MANAGE_KEYS.has(membership.role)) return { ok: false, error: "not_found" };
  return (await revokeApiKeyRow(db, membership.id, keyId)) ? { ok: true } : { ok: false, error: "not_found" };
}
