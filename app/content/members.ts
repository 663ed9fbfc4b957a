import { MAX_PENDING_INVITATIONS } from "#core/limits";

/** The members page and the invitation page (docs/decisions/0135). Every sentence is true of the software. */
export const MEMBERS_COPY = {
  title: "Members",
  heading: "Members of {workspace}",
  metaDescription: "Invite people to a ChatLink workspace, change their roles or remove them.",
  intro:
    "Viewers see links, analytics and QR codes. Editors also make, change and delete links. Admins also import and export, manage API keys and members. Owners also rename or delete the workspace.",
  personal:
    "Your personal workspace is yours alone. To work with others, make a shared workspace and invite them there.",
  toWorkspaces: "Go to your workspaces",
  you: "(you)",
  role: "Role",
  /** `role`: the role's key, so each language names it. */
  roleName: "{role, select, owner {Owner} admin {Admin} editor {Editor} viewer {Viewer} other {Member}}",
  roleFor: "Role of {email}",
  saveRole: "Save role",
  savingRole: "Saving…",
  remove: "Remove",
  removing: "Removing…",
  leaving: "Leaving…",
  removeFor: "Remove {email}",
  leave: "Leave this workspace",
  joined: "Joined",
  membersTitle: "People in this workspace",
  inviteTitle: "Invite someone",
  inviteDescription:
    "We email them a link that works for seven days. They accept with a ChatLink account that has this address, confirmed; they can make one on the way.",
  emailLabel: "Email address",
  inviteButton: "Send invitation",
  inviting: "Sending…",
  inviteDescriptionWithoutMail:
    "This site does not send email, so copy the invitation's link below and send it to them yourself (by WhatsApp, say). It works for seven days, for a ChatLink account with this address, confirmed; they can make one on the way.",
  invited: "Invitation sent to {email}. You can also copy its link below.",
  invitedWithoutMail:
    "Invitation made for {email}. This site does not send email: copy its link below and send it to them.",
  linkLabel: "Invitation link",
  copyLink: "Copy link",
  copyLinkFor: "Copy the invitation link for {email}",
  copied: "Copied!",
  pendingTitle: "Invitations waiting",
  pendingEmpty: "No invitations waiting.",
  expires: "Expires",
  /** Who sent an invitation: it holds only while they may still give its role. */
  invitedBy: "invited by {email}",
  cancel: "Withdraw",
  cancelling: "Withdrawing…",
  cancelFor: "Withdraw the invitation to {email}",
  cancelled: "Invitation withdrawn: its link no longer works.",
  roleSaved: "Role saved.",
  removed: "Removed. They lost access at once.",
  left: "You left the workspace.",
  errors: {
    not_found: "That person or invitation is not in this workspace any more. The page is up to date.",
    forbidden: "Your role does not allow this.",
    last_owner: "A workspace needs an owner: make someone else an owner first.",
    personal: "Your personal workspace is yours alone.",
    unverified: "Confirm your own email address first (see the reminder at the top of the page).",
    invalid_email: "Enter an email address, like name@example.com.",
    role_too_high: "You can give at most your own role.",
    already_member: "That address is a member already.",
    too_many_invitations: `This workspace has ${MAX_PENDING_INVITATIONS} invitations waiting: withdraw some first.`,
    limited: "You have sent many invitations this hour. Try again later.",
  },
} as const;

/**
 * The invitations waiting for the signed-in address, on the links page (the invitation page's own
 * words are in ACCOUNT). `role`: the role's key.
 */
export const INVITATION_COPY = {
  summary:
    "{inviter} invited you to “{workspace}” as {role, select, owner {owner} admin {admin} editor {editor} viewer {viewer} other {member}}.",
  summaryNoInviter:
    "Someone invited you to “{workspace}” as {role, select, owner {owner} admin {admin} editor {editor} viewer {viewer} other {member}}.",
  waitingTitle:
    "{count, plural, one {An invitation is waiting for you} other {# invitations are waiting for you}}",
  join: "Join",
  joinNamed: "Join “{workspace}”",
  accepting: "Joining…",
} as const;
