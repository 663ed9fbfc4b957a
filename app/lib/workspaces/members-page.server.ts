import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { MAX_EMAIL_LENGTH } from "#core/email-address";
import { parseRecordId } from "#core/record-id";
import { requestLocale } from "#core/request-locale";
import {
  canAssignRole,
  isWorkspaceRole,
  roleAllows,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from "#core/workspace-roles";
import { cancelInvitation } from "#domain/workspaces/cancel-invitation.server";
import { changeMemberRole } from "#domain/workspaces/change-member-role.server";
import { invitationLinkToken } from "#domain/workspaces/invitation-link.server";
import { inviteMember } from "#domain/workspaces/invite-member.server";
import { listMembers } from "#domain/workspaces/list-members.server";
import { removeMember } from "#domain/workspaces/remove-member.server";
import { WORKSPACES_PATH } from "../../components/dashboard/link-paths";
import type { MEMBERS_COPY } from "../../content/members";
import { NO_STORE } from "../auth/account-page-meta";
import { authLimiters } from "../auth/auth-limiters.server";
import { formText } from "../auth/form-text";
import { copyFor, formatFor, pageModulesFor } from "../i18n/page-modules.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "./current-workspace.server";

export interface MemberListing {
  accountId: number;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
  you: boolean;
  /** Roles the viewer may give this member (empty: no control). */
  assignable: WorkspaceRole[];
  removable: boolean;
}

/** Dates as the page's language writes them (English as in Britain: 26 Nov 2026). */
function dateFormat(request: Request): Intl.DateTimeFormat {
  const locale = requestLocale(request);
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The current workspace's members, what the viewer may do to each, and (for admins and owners) its invitations. */
export async function loadMembersPage({ request, context }: LoaderFunctionArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  const manages = roleAllows(workspace.role, "manage_members") && !workspace.personal;
  const { members, invitations } = await listMembers(context.db, workspace.id, manages);
  const me = session.account.id;
  const DATE = dateFormat(request);
  // The last owner can neither leave nor be removed (the server refuses it too): no button for it.
  const soleOwner = members.filter((member) => member.role === "owner").length === 1;
  const listing: MemberListing[] = members.map((member) => {
    const you = member.accountId === me;
    const mayTouch = manages && canAssignRole(workspace.role, member.role);
    return {
      accountId: member.accountId,
      email: member.email,
      role: member.role,
      joinedAt: DATE.format(member.joinedAt),
      you,
      assignable: mayTouch ? WORKSPACE_ROLES.filter((role) => canAssignRole(workspace.role, role)) : [],
      removable: !workspace.personal && (you || mayTouch) && !(soleOwner && member.role === "owner"),
    };
  });
  return data(
    {
      workspace: { name: workspace.name, personal: workspace.personal },
      manages,
      verified: session.account.emailVerified,
      members: listing,
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expires: DATE.format(invitation.expiresAt),
        invitedBy: invitation.invitedBy,
        link: `${context.env.publicUrl}/invitation?token=${invitationLinkToken(context.invitationLinkKey, invitation.id)}`,
      })),
      mailEnabled: context.env.mail.smtpUrl !== undefined,
      invitableRoles: manages ? WORKSPACE_ROLES.filter((role) => canAssignRole(workspace.role, role)) : [],
      pageCopy: pageModulesFor(request, ["MEMBERS_COPY"]),
    },
    { headers: NO_STORE },
  );
}

export type MembersResult = { intent: string; error?: string; done?: string; email?: string };

function answer(result: MembersResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

const STATUS: Record<keyof typeof MEMBERS_COPY.errors, number> = {
  not_found: 404,
  forbidden: 403,
  last_owner: 409,
  personal: 403,
  unverified: 403,
  invalid_email: 400,
  role_too_high: 403,
  already_member: 409,
  too_many_invitations: 409,
  limited: 429,
};

function refuser(request: Request) {
  const errors = copyFor(request, "MEMBERS_COPY").errors;
  return (intent: string, error: keyof typeof MEMBERS_COPY.errors) =>
    answer({ intent, error: errors[error] }, STATUS[error]);
}

/** POST: `invite`, `role` (change a member's), `remove` (or leave, for oneself), `cancel` (an invitation). */
export async function updateMembers({ request, context }: ActionFunctionArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const me = session.account;
  const COPY = copyFor(request, "MEMBERS_COPY");
  const format = formatFor(request);
  const refused = refuser(request);
  const role = formText(form, "role", 20);
  const memberId = parseRecordId(formText(form, "member", 12));

  if (intent === "invite") {
    if (!isWorkspaceRole(role)) return refused(intent, "forbidden");
    const limiters = authLimiters(context);
    const result = await inviteMember(
      {
        db: context.db,
        publicUrl: context.env.publicUrl,
        siteName: context.env.site.siteName,
        mail: context.env.mail,
        mayMail: async (id) => (await limiters.invitesPerAccount.hit(String(id))).allowed,
        locale: requestLocale(request),
      },
      me,
      workspace.id,
      { email: formText(form, "email", MAX_EMAIL_LENGTH + 1), role },
    );
    if (!result.ok) return refused(intent, result.error);
    const done = context.env.mail.smtpUrl === undefined ? COPY.invitedWithoutMail : COPY.invited;
    return answer({ intent, done: format(done, { email: result.email }) });
  }
  if (intent === "role") {
    if (!isWorkspaceRole(role) || memberId === null) return refused(intent, "not_found");
    const result = await changeMemberRole(context.db, me.id, workspace.id, memberId, role);
    return result.ok ? answer({ intent, done: COPY.roleSaved }) : refused(intent, result.error);
  }
  if (intent === "remove") {
    if (memberId === null) return refused(intent, "not_found");
    const result = await removeMember(context.db, me.id, workspace.id, memberId);
    if (!result.ok) return refused(intent, result.error);
    // Leaving: the workspace is no longer this account's, so the list of workspaces is where to go.
    if (memberId === me.id) return redirect(WORKSPACES_PATH, { headers: NO_STORE });
    return answer({ intent, done: COPY.removed });
  }
  if (intent === "cancel") {
    const result = await cancelInvitation(context.db, me.id, workspace.id, formText(form, "invitation", 40));
    return result.ok ? answer({ intent, done: COPY.cancelled }) : refused(intent, result.error);
  }
  return refused("invalid", "not_found");
}
