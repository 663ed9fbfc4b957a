import type { Db } from "#db/client.server";
import { spendEmailVerificationToken } from "#db/queries/email-verification-tokens.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";

/**
 * Confirms the address a mailed link was sent to, if the link is unexpired and the account
 * still has that address; every confirmation link of the account then stops working.
 * The confirmed address, or null for a link that is malformed, used, expired or stale.
 */
export async function verifyAccountEmail(db: Db, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  return spendEmailVerificationToken(db, hashToken(token));
}
