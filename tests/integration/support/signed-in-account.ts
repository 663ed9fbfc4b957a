import { randomBytes } from "node:crypto";
import { insertSession } from "#db/queries/sessions.server";
import { accounts } from "#db/schema";
import { hashToken, newRandomToken } from "#domain/tokens/random-token.server";
import type { TestServer } from "./test-server";

export interface SignedInAccount {
  accountId: number;
  email: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
}

/**
 * An account with a live session, made straight in the database the server uses
 * (no password, so nobody can log in as it), with the app's own token hashing.
 */
export async function signedInAccount(server: TestServer, emailPrefix: string): Promise<SignedInAccount> {
  const { db } = server.running.database;
  const email = `${emailPrefix}-${randomBytes(6).toString("hex")}@example.com`;
  const [account] = await db
    .insert(accounts)
    .values({ email, passwordHash: null, ageConfirmedAt: new Date() })
    .returning({ id: accounts.id });
  if (account === undefined) throw new Error("no account inserted");
  const token = newRandomToken();
  await insertSession(db, {
    id: hashToken(token),
    accountId: account.id,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  return { accountId: account.id, email, cookie: `chatlink_session=${token}` };
}
