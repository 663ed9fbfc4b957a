import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { isUniqueViolation } from "../errors.server";
import { accounts } from "../schema";

export interface AccountRow {
  id: number;
  email: string;
  passwordHash: string | null;
  bannedAt: Date | null;
}

const ACCOUNT_COLUMNS = {
  id: accounts.id,
  email: accounts.email,
  passwordHash: accounts.passwordHash,
  bannedAt: accounts.bannedAt,
};

/** `email` must already be normalised (lower-cased, trimmed). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const rows = await db.select(ACCOUNT_COLUMNS).from(accounts).where(eq(accounts.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const rows = await db.select(ACCOUNT_COLUMNS).from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The new account's id, or null when the email is taken. */
export async function insertAccount(
  db: Db,
  row: { email: string; passwordHash: string; ageConfirmedAt: Date },
): Promise<number | null> {
  try {
    const [inserted] = await db.insert(accounts).values(row).returning({ id: accounts.id });
    return inserted?.id ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function updateAccountPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}

/** Deletes the account; its sessions, reset tokens, links and their click rollups go with it (cascades). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/** Sets or clears the ban; the account's id, or null when no account has that email. */
export async function setAccountBanned(db: Db, email: string, banned: boolean): Promise<number | null> {
  const [row] = await db
    .update(accounts)
    .set({ bannedAt: banned ? sql`coalesce(${accounts.bannedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(accounts.email, email))
    .returning({ id: accounts.id });
  return row?.id ?? null;
}
