import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { accounts, sessions } from "../schema";

export async function insertSession(
  db: Db,
  row: { id: string; accountId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

export interface SessionAccountRow {
  accountId: number;
  email: string;
  emailVerified: boolean;
  lastSeenAt: Date;
}

/** The account behind an unexpired session whose account is not banned; null otherwise. */
export async function findSessionAccount(db: Db, sessionId: string): Promise<SessionAccountRow | null> {
  const rows = await db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      emailVerified: sql<boolean>`${accounts.emailVerifiedAt} is not null`,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), isNull(accounts.bannedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the account out everywhere, or everywhere but `exceptSessionId`. */
export async function deleteSessionsOfAccount(
  db: Db,
  accountId: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.accountId, accountId)
        : and(eq(sessions.accountId, accountId), ne(sessions.id, exceptSessionId)),
    );
}

/** Drops an account's expired sessions (done at each log-in, so the table never grows without bound). */
export async function deleteExpiredSessionsOf(db: Db, accountId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, sql`now()`)));
}
