import type { Db } from "#db/client.server";
import { type InvitationView, listInvitationsForEmail } from "#db/queries/invitations.server";

/**
 * The invitations waiting for an account's address, for its dashboard (with Join). Only once
 * the address is confirmed: whoever signs up with a colleague's address must not learn which
 * workspaces invited them.
 */
export async function listMyInvitations(
  db: Db,
  account: { email: string; emailVerified: boolean },
): Promise<InvitationView[]> {
  if (!account.emailVerified) return [];
  return listInvitationsForEmail(db, account.email);
}
