import type { Db } from "#db/client.server";
import { type AccountLinkRow, findAccountLink as findOwnedRow } from "#db/queries/account-links.server";

export type { AccountLinkRow };

/** One of the workspace's links; null when it does not exist or is another workspace's (the two look alike). */
export function findAccountLink(db: Db, workspaceId: string, linkId: number): Promise<AccountLinkRow | null> {
  return findOwnedRow(db, workspaceId, linkId);
}
