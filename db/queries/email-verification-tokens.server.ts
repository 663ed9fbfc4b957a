import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { accounts, emailVerificationTokens } from "../schema";

export async function insertEmailVerificationToken(
  db: Db,
  row: { tokenHash: string; accountId: number; email: string; expiresAt: Date },
): Promise<void> {
  // Old links of the account that have expired are dropped as a new one is made.
  await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.accountId, row.accountId),
        lte(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    );
  await db.insert(emailVerificationTokens).values(row);
}

/**
 * Marks the account's address confirmed if the token is unexpired and was sent to the address
 * the account still has, and ends every confirmation link of the account; in one statement
 * pair, so a link used twice confirms once. The confirmed address, or null.
 */
export async function spendEmailVerificationToken(db: Db, tokenHash: string): Promise<string | null> {
  const [spent] = await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        sql`${emailVerificationTokens.expiresAt} > now()`,
      ),
    )
    .returning({ accountId: emailVerificationTokens.accountId, email: emailVerificationTokens.email });
  if (spent === undefined) return null;
  const [verified] = await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
    .where(and(eq(accounts.id, spent.accountId), eq(accounts.email, spent.email)))
    .returning({ email: accounts.email });
  if (verified !== undefined)
    await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.accountId, spent.accountId));
  return verified?.email ?? null;
}

/** Whether the account's current address is confirmed. */
export async function isEmailVerified(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.at != null;
}

/**
 * Marks the account's address confirmed when it is still `email` (a mailed invitation to it was
 * opened and answered), and ends the account's confirmation links as a used link does.
 */
export async function confirmAccountEmail(db: Db, accountId: number, email: string): Promise<boolean> {
  const [verified] = await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
    .where(and(eq(accounts.id, accountId), eq(accounts.email, email)))
    .returning({ email: accounts.email });
  if (verified === undefined) return false;
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.accountId, accountId));
  return true;
}
