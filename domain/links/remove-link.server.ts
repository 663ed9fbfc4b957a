import { codeKey } from "#core/alias";
import type { Db } from "#db/client.server";
import { findLinkByKey, updateLinkStatus } from "#db/queries/links.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

export type LinkCommandResult = { ok: true; code: string } | { ok: false; error: "not_found" };

/** Hides a link (kept for the record, resolves as not found) and drops it from every cache. */
export async function removeLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  code: string,
  reason: string | null,
): Promise<LinkCommandResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  await updateLinkStatus(db, link.id, "removed", reason);
  await invalidate({ kind: "link", codeKey: link.codeKey });
  return { ok: true, code: link.code };
}
