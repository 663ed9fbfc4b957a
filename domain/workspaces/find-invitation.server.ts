import type { Db } from "#db/client.server";
import {
  findInvitationById,
  findInvitationByToken,
  type InvitationView,
} from "#db/queries/invitations.server";
import { hashToken, isTokenShaped } from "../tokens/random-token.server";
import { readInvitationLinkToken } from "./invitation-link.server";

export type { InvitationView };

export interface FoundInvitation extends InvitationView {
  /**
   * Whether the token was the mailed one, which only the invited inbox (or, without mail, the
   * operator's log) ever held: answering it proves the address. A copied link does not.
   */
  provesAddress: boolean;
}

/**
 * The unexpired invitation a mailed token or a copied link (`linkKey` checks it) names; null
 * for a malformed, unknown, used or expired one.
 */
export async function findInvitation(
  db: Db,
  token: string,
  linkKey: string,
): Promise<FoundInvitation | null> {
  const linked = readInvitationLinkToken(linkKey, token);
  if (linked !== null) {
    const invitation = await findInvitationById(db, linked);
    return invitation === null ? null : { ...invitation, provesAddress: false };
  }
  if (!isTokenShaped(token)) return null;
  const invitation = await findInvitationByToken(db, hashToken(token));
  return invitation === null ? null : { ...invitation, provesAddress: true };
}
