import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { isUniqueViolation } from "../errors.server";
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
 * Spends a confirmation link: unexpired, used once (a link used twice confirms once), and then
 * every link of the account ends. A link to the address the account has confirms it. A link to
 * another address is a change the account asked for (`requestEmailChange`): the account takes
 * that address, confirmed, if nobody has it by now and the account has not changed its email or
 * password since the link was made (so a link to an address it left can never bring it back).
 * The confirmed address and whether it is a new one, or null.
 */
export async function spendEmailVerificationToken(
  db: Db,
  tokenHash: string,
): Promise<{ accountId: number; email: string; changed: boolean } | null> {
  const [spent] = await db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        sql`${emailVerificationTokens.expiresAt} > now()`,
      ),
    )
    .returning({
      accountId: emailVerificationTokens.accountId,
      email: emailVerificationTokens.email,
      createdAt: emailVerificationTokens.createdAt,
    });
  if (spent === undefined) return null;
  const [verified] = await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
    .where(and(eq(accounts.id, spent.accountId), eq(accounts.email, spent.email)))
    .returning({ email: accounts.email });
  let changed = false;
  if (verified === undefined) {
    try {
      const [moved] = await db
        .update(accounts)
        .set({ email: spent.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, spent.accountId), lte(accounts.updatedAt, spent.createdAt)))
        .returning({ email: accounts.email });
      changed = moved !== undefined;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another account took the address meanwhile
    }
    if (!changed) return null;
  }
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.accountId, spent.accountId));
  return { accountId: spent.accountId, email: spent.email, changed };
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
