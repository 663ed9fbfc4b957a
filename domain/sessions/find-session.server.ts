import type { Db } from "#db/client.server";
import { isUnavailableError } from "#db/errors.server";
import { findSessionAccount, touchSession } from "#db/queries/sessions.server";
import { hashToken } from "../tokens/random-token.server";

export interface SignedInAccount {
  id: number;
  email: string;
  /** Whether the address was confirmed through the link mailed to it (docs/decisions/0134). */
  emailVerified: boolean;
}

export interface CurrentSession {
  account: SignedInAccount;
  /** The session row's id (the token's hash), e.g. to keep this session when signing out the others. */
  sessionId: string;
}

/** Last-seen is written at most this often, so reading a page does not always cost a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** The live session a token names; null when absent, expired, unknown or its account is banned. */
export async function findSession(db: Db, token: string | null): Promise<CurrentSession | null> {
  if (token === null) return null;
  const sessionId = hashToken(token);
  const row = await findSessionAccount(db, sessionId);
  if (row === null) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, sessionId);
  return {
    account: { id: row.accountId, email: row.email, emailVerified: row.emailVerified === true },
    sessionId,
  };
}

/**
 * As `findSession`, but "unavailable" when the database cannot be reached, for pages
 * that render anonymously rather than fail.
 */
export async function findSessionIfReachable(
  db: Db,
  token: string | null,
): Promise<CurrentSession | null | "unavailable"> {
  try {
    return await findSession(db, token);
  } catch (err) {
    if (isUnavailableError(err)) return "unavailable";
    throw err;
  }
}
