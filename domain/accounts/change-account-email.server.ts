import type { Db } from "#db/client.server";
import { updateAccountEmail } from "#db/queries/accounts.server";
import { deletePasswordResetTokensOf } from "#db/queries/password-reset-tokens.server";

/** False when another account already uses the (normalised) email. */
export async function changeAccountEmail(
  db: Db,
  input: { accountId: number; email: string },
): Promise<boolean> {
  if (!(await updateAccountEmail(db, input.accountId, input.email))) return false;
  // Reset links went to the old address: whoever reads that inbox must not get back in.
  await deletePasswordResetTokensOf(db, input.accountId);
  return true;
}
