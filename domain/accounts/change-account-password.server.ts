import type { Db } from "#db/client.server";
import { updateAccountPassword } from "#db/queries/accounts.server";
import { deletePasswordResetTokensOf } from "#db/queries/password-reset-tokens.server";
import { deleteSessionsOfAccount } from "#db/queries/sessions.server";
import { hashPassword } from "./password-hash.server";

/**
 * Sets a checked new password and signs out every other session (`keepSessionId`
 * stays). Returns the new hash, to which a fresh device cookie is bound.
 */
export async function changeAccountPassword(
  db: Db,
  input: { accountId: number; password: string; keepSessionId: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  await updateAccountPassword(db, input.accountId, passwordHash);
  await deleteSessionsOfAccount(db, input.accountId, input.keepSessionId);
  // A reset link asked for before the change would undo it.
  await deletePasswordResetTokensOf(db, input.accountId);
  return passwordHash;
}
