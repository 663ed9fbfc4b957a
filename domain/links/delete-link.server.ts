import type { Db } from "#db/client.server";
import { deleteAccountLink } from "#db/queries/account-links.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/**
 * Deletes one of the account's links with its click counts; the short URL then
 * shows Link Not Found on every instance (the caches are told at once).
 */
export async function deleteLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
  linkId: number,
): Promise<{ ok: true; code: string } | { ok: false; error: "not_found" }> {
  const deleted = await deleteAccountLink(db, accountId, linkId);
  if (deleted === null) return { ok: false, error: "not_found" };
  await invalidate({ kind: "link", codeKey: deleted.codeKey });
  return { ok: true, code: deleted.code };
}
