import { randomBytes } from "node:crypto";
import { isPlausibleEmail, normaliseEmail } from "#core/email-address";
import { MAX_PENDING_INVITATIONS } from "#core/limits";
import type { Locale } from "#core/locales";
import { canAssignRole, type WorkspaceRole } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { countPendingInvitations, insertInvitation, listMemberRows } from "#db/queries/invitations.server";
import { findMembership } from "#db/queries/workspaces.server";
import type { MailConfig } from "../mail/mail-config.server";
import { composeMail, mailLink } from "../mail/mail-copy.server";
import { sendMail } from "../mail/send-mail.server";
import { hashToken, newRandomToken } from "../tokens/random-token.server";

/** An invitation works for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { MAX_PENDING_INVITATIONS };

export interface InviteMemberDeps {
  db: Db;
  publicUrl: string;
  siteName: string;
  mail: MailConfig;
  /** The language of the page the person acted on: the mail and its link are in it. */
  locale: Locale;
  /** Per-inviter allowance: invitations are mail to strangers' inboxes. */
  mayMail: (inviterId: number) => Promise<boolean>;
}

export type InviteMemberError =
  | "not_found"
  | "forbidden"
  | "personal"
  | "unverified"
  | "invalid_email"
  | "role_too_high"
  | "already_member"
  | "too_many_invitations"
  | "limited";

/**
 * Invites an address into a shared workspace with a role (docs/decisions/0135): the inviter
 * must manage members there, have a confirmed address, and may give at most their own role.
 * The link is mailed (or printed to the server log without SMTP); only the account with that
 * address, once confirmed, can accept it.
 */
export async function inviteMember(
  deps: InviteMemberDeps,
  inviter: { id: number; email: string; emailVerified: boolean },
  workspaceId: string,
  input: { email: string; role: WorkspaceRole },
): Promise<{ ok: true; email: string } | { ok: false; error: InviteMemberError }> {
  const membership = await findMembership(deps.db, inviter.id, workspaceId);
  if (membership === null) return { ok: false, error: "not_found" };
  if (!canAssignRole(membership.role, "viewer")) return { ok: false, error: "forbidden" };
  if (membership.personalAccountId !== null) return { ok: false, error: "personal" };
  if (!inviter.emailVerified) return { ok: false, error: "unverified" };
  const email = normaliseEmail(input.email);
  if (!isPlausibleEmail(email)) return { ok: false, error: "invalid_email" };
  if (!canAssignRole(membership.role, input.role)) return { ok: false, error: "role_too_high" };
  if ((await listMemberRows(deps.db, workspaceId)).some((member) => member.email === email))
    return { ok: false, error: "already_member" };
  if ((await countPendingInvitations(deps.db, workspaceId)) >= MAX_PENDING_INVITATIONS)
    return { ok: false, error: "too_many_invitations" };
  if (!(await deps.mayMail(inviter.id))) return { ok: false, error: "limited" };

  const token = newRandomToken();
  await insertInvitation(deps.db, {
    id: `inv_${randomBytes(8).toString("hex")}`,
    workspaceId,
    email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: inviter.id,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = mailLink(deps.publicUrl, deps.locale, `/invitation?token=${token}`);
  const values = { inviter: inviter.email, workspace: membership.name, site: deps.siteName, link };
  sendMail(
    {
      to: email,
      ...composeMail(
        deps.locale,
        (copy) => copy.invitation,
        (copy) => ({
          ...values,
          role: copy.roles[input.role],
        }),
      ),
    },
    deps.mail,
  ).catch((err: unknown) => console.error(`invitation mail to ${email} failed: ${String(err)}`));
  return { ok: true, email };
}
