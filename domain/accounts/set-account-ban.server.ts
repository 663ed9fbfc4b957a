import { normaliseEmail } from "#core/email-address";
import type { Db } from "#db/client.server";
import { setAccountBanned } from "#db/queries/accounts.server";
import { deleteSessionsOfAccount } from "#db/queries/sessions.server";
import type { CacheInvalidation } from "../links/link-cache-bus.server";

export type AccountBanResult = { ok: true; email: string } | { ok: false; error: "account_not_found" };

/**
 * Bans (or unbans) the account with this email. A banned account is signed out
 * everywhere, cannot log in, and every link it owns resolves as not found (the
 * redirect's lookup skips banned owners); unbanning brings the links back. Every
 * redirect cache is cleared, since any cached code may be the account's.
 */
export async function setAccountBan(
  db: Db,
  invalidate: (message: CacheInvalidation) => Promise<void>,
  rawEmail: string,
  banned: boolean,
): Promise<AccountBanResult> {
  const email = normaliseEmail(rawEmail);
  const accountId = await setAccountBanned(db, email, banned);
  if (accountId === null) return { ok: false, error: "account_not_found" };
  if (banned) await deleteSessionsOfAccount(db, accountId);
  await invalidate({ kind: "all" });
  return { ok: true, email };
}
