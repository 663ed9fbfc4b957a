import type { Db } from "#db/client.server";
import { deleteExpiredSessionsOf, deleteSession, insertSession } from "#db/queries/sessions.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie.server";

/**
 * Signs the account in with a fresh session and returns its token. The session the
 * browser brought (`previousToken`) is deleted, so a planted cookie is useless.
 */
export async function startSession(
  db: Db,
  input: { accountId: number; previousToken: string | null },
): Promise<string> {
  if (input.previousToken !== null) await deleteSession(db, hashToken(input.previousToken));
  await deleteExpiredSessionsOf(db, input.accountId);
  const token = newRandomToken();
  await insertSession(db, {
    id: hashToken(token),
    accountId: input.accountId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return token;
}
