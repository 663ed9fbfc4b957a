import type { Db } from "#db/client.server";
import { spendEmailVerificationToken } from "#db/queries/email-verification-tokens.server";
import { deletePasswordResetTokensOf } from "#db/queries/password-reset-tokens.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";

/**
 * Confirms the address a mailed link was sent to: the account's own address, or the new one it
 * asked to move to (`requestEmailChange`), which it then takes. Every confirmation link of the
 * account then stops working. The confirmed address, or null for a link that is malformed,
 * used, expired or stale.
 */
export async function verifyAccountEmail(db: Db, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const spent = await spendEmailVerificationToken(db, hashToken(token));
  if (spent === null) return null;
  // Reset links went to the old address: whoever reads that inbox must not get back in.
  if (spent.changed) await deletePasswordResetTokensOf(db, spent.accountId);
  return spent.email;
}
