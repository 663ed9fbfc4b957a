import { codeKey } from "#core/alias";
import type { Db } from "#db/client.server";
import { deleteBannedCreator } from "#db/queries/creators.server";
import { findLinkByKey } from "#db/queries/links.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";
import type { CreatorCommandResult } from "./ban-creator.server";

/** Lifts a creator ban found through one of their links; their links resolve again. */
export async function unbanCreator(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  code: string,
): Promise<CreatorCommandResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  if (link.creatorFingerprint === null) return { ok: false, error: "no_creator" };
  await deleteBannedCreator(db, link.creatorFingerprint);
  await invalidate({ kind: "all" });
  return { ok: true, code: link.code };
}
