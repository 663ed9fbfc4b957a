import type { Db } from "#db/client.server";
import { insertAccount } from "#db/queries/accounts.server";
import { ensurePersonalWorkspace } from "../workspaces/ensure-personal-workspace.server";
import { hashPassword } from "./password-hash.server";

export type SignUpAccountResult =
  | { ok: true; accountId: number; passwordHash: string }
  | { ok: false; error: "email_taken" };

/**
 * Creates an account for a checked email and password (the caller has applied the
 * password rules), with its personal workspace.
 */
export async function signUpAccount(
  db: Db,
  input: { email: string; password: string; ageConfirmedAt: Date },
): Promise<SignUpAccountResult> {
  const passwordHash = await hashPassword(input.password);
  const accountId = await insertAccount(db, {
    email: input.email,
    passwordHash,
    ageConfirmedAt: input.ageConfirmedAt,
  });
  if (accountId === null) return { ok: false, error: "email_taken" };
  await ensurePersonalWorkspace(db, accountId);
  return { ok: true, accountId, passwordHash };
}
