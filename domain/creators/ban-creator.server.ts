import { codeKey } from "#core/alias";
import type { Db } from "#db/client.server";
import { insertBannedCreator } from "#db/queries/creators.server";
import { findLinkByKey } from "#db/queries/links.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

export type CreatorCommandResult =
  | { ok: true; code: string }
  | { ok: false; error: "not_found" | "no_creator" };

/**
 * Bans whoever created this link (by fingerprint) from creating more; all their
 * links resolve as not found. Every cache is cleared, since any code may be theirs.
 */
export async function banCreator(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  code: string,
  reason: string | null,
): Promise<CreatorCommandResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  if (link.creatorFingerprint === null) return { ok: false, error: "no_creator" };
  await insertBannedCreator(db, link.creatorFingerprint, reason);
  await invalidate({ kind: "all" });
  return { ok: true, code: link.code };
}
