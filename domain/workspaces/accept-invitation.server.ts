import type { Db } from "#db/client.server";
import { confirmAccountEmail } from "#db/queries/email-verification-tokens.server";
import { acceptInvitationRow, findInvitationById } from "#db/queries/invitations.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { type FoundInvitation, findInvitation } from "./find-invitation.server";

export type AcceptInvitationResult =
  | { ok: true; workspaceId: string }
  | { ok: false; error: "not_found" | "wrong_account" | "unverified" };

/** The invitation's mailed token or copied link (checked with `linkKey`), or its id (Join on the invitee's dashboard). */
export type InvitationRef = { token: string; linkKey: string } | { id: string };

async function findByRef(db: Db, ref: InvitationRef): Promise<FoundInvitation | null> {
  if ("token" in ref) return findInvitation(db, ref.token, ref.linkKey);
  const invitation = await findInvitationById(db, ref.id);
  return invitation === null ? null : { ...invitation, provesAddress: false };
}

/**
 * Joins the invitation's workspace with its role. Only the account whose address the
 * invitation names may accept, and only once that address is confirmed (docs/decisions/0134):
 * nobody can sign up with a colleague's address and take their seat. Answering the mailed
 * token confirms the address on the way, as a confirmation link would (docs/decisions/0143).
 * The inviter must still be a member allowed to give that role, checked under the
 * workspace's lock so a removal or demotion of the inviter at the same moment cannot slip
 * between (issue 21).
 */
export async function acceptInvitation(
  db: Db,
  account: { id: number; email: string; emailVerified: boolean },
  ref: InvitationRef,
): Promise<AcceptInvitationResult> {
  const invitation = await findByRef(db, ref);
  if (invitation === null) return { ok: false, error: "not_found" };
  if (invitation.email !== account.email) return { ok: false, error: "wrong_account" };
  if (!account.emailVerified) {
    if (!invitation.provesAddress) return { ok: false, error: "unverified" };
    if (!(await confirmAccountEmail(db, account.id, account.email)))
      return { ok: false, error: "unverified" };
  }
  const joined = await withWorkspaceLocked(db, invitation.workspaceId, (tx) =>
    acceptInvitationRow(tx, invitation.id, account.id),
  );
  if (!joined) return { ok: false, error: "not_found" };
  return { ok: true, workspaceId: invitation.workspaceId };
}
