import { and, eq, gt, isNull, sql } from "drizzle-orm";
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
 * Marks the token used if it still was usable, in one statement so two
 * submissions of the same token cannot both succeed. The account id, or null.
 */
export async function spendPasswordResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId ?? null;
}
