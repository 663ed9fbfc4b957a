import type { Db } from "#db/client.server";
import { type AccountRow, findAccountByEmail, findAccountById } from "#db/queries/accounts.server";
import { decoyPasswordHash, verifyPassword } from "./password-hash.server";

export type { AccountRow };

/** The account with this (normalised) email, or null. */
export function findAccountWithEmail(db: Db, email: string): Promise<AccountRow | null> {
  return findAccountByEmail(db, email);
}

export function findAccountWithId(db: Db, id: number): Promise<AccountRow | null> {
  return findAccountById(db, id);
}

/**
 * Whether `password` is the account's. With no account (or no password set) a decoy
 * hash is checked instead, so a wrong email costs the same time as a wrong password.
 */
export async function passwordMatches(account: AccountRow | null, password: string): Promise<boolean> {
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  return matches && account !== null && account.passwordHash !== null;
}
