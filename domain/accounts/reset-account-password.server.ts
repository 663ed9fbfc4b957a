import { type PasswordProblem, passwordProblemKind } from "#core/password-rules";
import type { Db } from "#db/client.server";
import { type AccountRow, findAccountById, updateAccountPassword } from "#db/queries/accounts.server";
import {
  findUsablePasswordResetToken,
  spendPasswordResetToken,
} from "#db/queries/password-reset-tokens.server";
import { deleteSessionsOfAccount } from "#db/queries/sessions.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";
import { hashPassword } from "./password-hash.server";

/** The account a reset link may still reset (nothing is spent); null when the link is unusable. */
export async function findPasswordResetAccount(db: Db, token: string): Promise<AccountRow | null> {
  if (!isTokenShaped(token)) return null;
  const accountId = await findUsablePasswordResetToken(db, hashToken(token));
  return accountId === null ? null : findAccountById(db, accountId);
}

export type ResetAccountPasswordResult =
  | { ok: true; email: string }
  | { ok: false; error: "unusable_link" }
  | { ok: false; error: "weak_password"; problem: PasswordProblem };

/**
 * Checks the new password first (a weak one does not burn the link), then spends the
 * token atomically (and every other reset link of the account with it), sets the
 * password and signs the account out everywhere (device cookies handed out before are
 * void too: they are bound to the password hash).
 */
export async function resetAccountPassword(
  db: Db,
  input: { token: string; password: string },
): Promise<ResetAccountPasswordResult> {
  const account = await findPasswordResetAccount(db, input.token);
  if (account === null) return { ok: false, error: "unusable_link" };
  const weak = passwordProblemKind(input.password, account.email);
  if (weak !== null) return { ok: false, error: "weak_password", problem: weak };
  if ((await spendPasswordResetToken(db, hashToken(input.token))) !== account.id)
    return { ok: false, error: "unusable_link" };
  await updateAccountPassword(db, account.id, await hashPassword(input.password));
  await deleteSessionsOfAccount(db, account.id);
  return { ok: true, email: account.email };
}
