import type { Db } from "#db/client.server";
import { deleteAccountLink } from "#db/queries/account-links.server";
import { enqueueLinkEvent } from "#domain/webhooks/link-events.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/**
 * Deletes one of the workspace's links with its click counts; the short URL then
 * shows Link Not Found on every instance (the caches are told at once).
 */
export async function deleteLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  workspaceId: string,
  linkId: number,
): Promise<{ ok: true; code: string } | { ok: false; error: "not_found" }> {
  const deleted = await deleteAccountLink(db, workspaceId, linkId);
  if (deleted === null) return { ok: false, error: "not_found" };
  await invalidate({ kind: "link", codeKey: deleted.codeKey });
  await enqueueLinkEvent(db, { type: "link.deleted", workspaceId, linkId, gone: { code: deleted.code } });
  return { ok: true, code: deleted.code };
}
