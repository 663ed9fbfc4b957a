import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { passwordResetTokens } from "../schema";

export async function insertPasswordResetToken(
  db: Db,
  row: { tokenHash: string; accountId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** The account a token resets, if it is unused and unexpired (does not use it up). */
export async function findUsablePasswordResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const rows = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0]?.accountId ?? null;
}

/**
 * Uses the token up, and with it every other reset token of its account (one link
 * used ends them all), in one statement: of two submissions at once, of the same link
 * or of two links of one account, only one gets the account id; the other gets null
 * (under PostgreSQL the second DELETE waits for the first and then finds its rows gone).
 */
export async function spendPasswordResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const accountOfUsableToken = sql`(
    select ${passwordResetTokens.accountId} from ${passwordResetTokens}
    where ${passwordResetTokens.tokenHash} = ${tokenHash}
      and ${passwordResetTokens.usedAt} is null
      and ${passwordResetTokens.expiresAt} > now()
  )`;
  const rows = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.accountId, accountOfUsableToken))
    .returning({ accountId: passwordResetTokens.accountId, tokenHash: passwordResetTokens.tokenHash });
  return rows.find((row) => row.tokenHash === tokenHash)?.accountId ?? null;
}

/** Ends every reset link of the account (its password or email changed, so the links are stale). */
export async function deletePasswordResetTokensOf(db: Db, accountId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, accountId));
}

/** Drops the account's expired links (done when a new one is made, so old ones are not kept). */
export async function deleteExpiredPasswordResetTokensOf(db: Db, accountId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.accountId, accountId), lte(passwordResetTokens.expiresAt, sql`now()`)));
}
