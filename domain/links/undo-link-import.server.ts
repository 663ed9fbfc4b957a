import type { Db } from "#db/client.server";
import { deleteImportedLinks } from "#db/queries/link-imports.server";
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
  const codeKeys = await deleteImportedLinks(db, workspaceId, importId);
  if (codeKeys === null) return { ok: false, error: "not_found" };
  // One list message (the bus sends it to other instances in bounded parts), not one per link.
  if (codeKeys.length > 0) await invalidate({ kind: "links", codeKeys });
  return { ok: true, deleted: codeKeys.length };
}
