import type { Db } from "#db/client.server";
import { deleteAccount as deleteAccountRow } from "#db/queries/accounts.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

/** Deletes the account; its sessions, reset tokens, links and click counts go with it (foreign-key cascades). */
export async function deleteAccount(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  accountId: number,
): Promise<void> {
  await deleteAccountRow(db, accountId);
  // Any of its links may be in a redirect cache on any instance.
  await invalidate({ kind: "all" });
}
