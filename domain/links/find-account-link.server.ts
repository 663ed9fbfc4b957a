import type { Db } from "#db/client.server";
import { type AccountLinkRow, findAccountLink as findOwnedRow } from "#db/queries/account-links.server";

export type { AccountLinkRow };

/** One of the account's links; null when it does not exist or is someone else's (the two look alike). */
export function findAccountLink(db: Db, accountId: number, linkId: number): Promise<AccountLinkRow | null> {
  return findOwnedRow(db, accountId, linkId);
}
