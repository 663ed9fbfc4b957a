import type { Db } from "#db/client.server";
import { deleteSession } from "#db/queries/sessions.server";
import { hashToken } from "../tokens/random-token.server";

/** Deletes the session a token names, server-side (the cookie is cleared by the caller). */
export async function endSession(db: Db, token: string | null): Promise<void> {
  if (token !== null) await deleteSession(db, hashToken(token));
}
