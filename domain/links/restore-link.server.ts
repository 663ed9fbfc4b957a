import { codeKey } from "#core/alias";
import type { Db } from "#db/client.server";
import { findLinkByKey, updateLinkStatus } from "#db/queries/links.server";
import type { CacheInvalidation } from "./link-cache-bus.server";
import type { LinkCommandResult } from "./remove-link.server";

/** Makes a removed link resolve again, at once (its negative cache entry is dropped too). */
export async function restoreLink(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  code: string,
): Promise<LinkCommandResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  await updateLinkStatus(db, link.id, "active", null);
  await invalidate({ kind: "link", codeKey: link.codeKey });
  return { ok: true, code: link.code };
}
