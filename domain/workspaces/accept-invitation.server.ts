import type { Db } from "#db/client.server";
import { acceptInvitationRow } from "#db/queries/invitations.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { findInvitation } from "./find-invitation.server";

export type AcceptInvitationResult =
  | { ok: true; workspaceId: string }
  | { ok: false; error: "not_found" | "wrong_account" | "unverified" };

/**
 * Joins the invitation's workspace with its role. Only the account whose address the
 * invitation names may accept, and only once that address is confirmed (docs/decisions/0134):
 * nobody can sign up with a colleague's address and take their seat. The inviter must still
 * be a member allowed to give that role, checked under the workspace's lock so a removal or
 * demotion of the inviter at the same moment cannot slip between (issue 21).
 */
export async function acceptInvitation(
  db: Db,
  account: { id: number; email: string; emailVerified: boolean },
  token: string,
): Promise<AcceptInvitationResult> {
  const invitation = await findInvitation(db, token);
  if (invitation === null) return { ok: false, error: "not_found" };
  if (invitation.email !== account.email) return { ok: false, error: "wrong_account" };
  if (!account.emailVerified) return { ok: false, error: "unverified" };
  const joined = await withWorkspaceLocked(db, invitation.workspaceId, (tx) =>
    acceptInvitationRow(tx, invitation.id, account.id),
  );
  if (!joined) return { ok: false, error: "not_found" };
  return { ok: true, workspaceId: invitation.workspaceId };
}
