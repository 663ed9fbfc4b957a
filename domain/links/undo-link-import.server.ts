import type { Db } from "#db/client.server";
import { deleteImportedLinks } from "#db/queries/link-imports.server";
import { enqueueLinkEvents } from "#domain/webhooks/link-events.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/**
 * Deletes every link a finished dashboard import made, in one transaction, and tells every
 * instance's redirect cache (their short links show Link Not Found at once). Links edited
 * since are deleted too: they are still the import's. Not found: no such import here, one
 * still running, or one undone already.
 */
export async function undoLinkImport(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  workspaceId: string,
  importId: string,
): Promise<{ ok: true; deleted: number } | { ok: false; error: "not_found" }> {
  const deleted = await deleteImportedLinks(db, workspaceId, importId);
  if (deleted === null) return { ok: false, error: "not_found" };
  // One list message (the bus sends it to other instances in bounded parts), not one per link.
  if (deleted.length > 0) await invalidate({ kind: "links", codeKeys: deleted.map((link) => link.cacheKey) });
  await enqueueLinkEvents(
    db,
    workspaceId,
    "link.deleted",
    deleted.map((link) => ({ linkId: link.id, data: { id: String(link.id), code: link.code } })),
  );
  return { ok: true, deleted: deleted.length };
}
