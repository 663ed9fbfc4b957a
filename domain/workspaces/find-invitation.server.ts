import type { Db } from "#db/client.server";
import { findInvitationByToken, type InvitationView } from "#db/queries/invitations.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";

export type { InvitationView };

/** The unexpired invitation a mailed link names; null for a malformed, unknown, used or expired one. */
export async function findInvitation(db: Db, token: string): Promise<InvitationView | null> {
  if (!isTokenShaped(token)) return null;
  return findInvitationByToken(db, hashToken(token));
}
