import { MAX_PENDING_INVITATIONS } from "#core/limits";

/** The members page and the invitation page (docs/decisions/0135). Every sentence is true of the software. */
export const MEMBERS_COPY = {
  title: "Members",
  heading: (workspace: string) => `Members of ${workspace}`,
  metaDescription: "Invite people to a ChatLink workspace, change their roles or remove them.",
  intro:
    "Viewers see links, analytics and QR codes. Editors also make, change and delete links. Admins also import and export, manage API keys and members. Owners also rename or delete the workspace.",
  personal:
    "Your personal workspace is yours alone. To work with others, make a shared workspace and invite them there.",
  toWorkspaces: "Go to your workspaces",
  you: "(you)",
  role: "Role",
  roleFor: (email: string) => `Role of ${email}`,
  saveRole: "Save role",
  savingRole: "Saving…",
  remove: "Remove",
  removing: "Removing…",
  leaving: "Leaving…",
  removeFor: (email: string) => `Remove ${email}`,
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
  invited: (email: string) => `Invitation sent to ${email}. You can also copy its link below.`,
  invitedWithoutMail: (email: string) =>
    `Invitation made for ${email}. This site does not send email: copy its link below and send it to them.`,
  linkLabel: "Invitation link",
  copyLink: "Copy link",
  copyLinkFor: (email: string) => `Copy the invitation link for ${email}`,
  copied: "Copied!",
  pendingTitle: "Invitations waiting",
  pendingEmpty: "No invitations waiting.",
  expires: "Expires",
  /** Who sent an invitation: it holds only while they may still give its role. */
  invitedBy: (email: string) => `invited by ${email}`,
  cancel: "Withdraw",
  cancelling: "Withdrawing…",
  cancelFor: (email: string) => `Withdraw the invitation to ${email}`,
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

export const INVITATION_COPY = {
  title: "Workspace invitation",
  metaDescription: "Accept an invitation to a ChatLink workspace.",
  summary: (inviter: string | null, workspace: string, role: string) =>
    `${inviter ?? "Someone"} invited you to “${workspace}” as ${role}.`,
  forAddress: (email: string) => `The invitation is for ${email}.`,
  signedOut: "Log in with that address to accept, or make an account with it.",
  logIn: "Log in",
  signUp: "Sign up",
  wrongAccount: (signedInAs: string) =>
    `You are logged in as ${signedInAs}. Log out and log in with the invited address to accept.`,
  unverified:
    "Confirm your email address first: open the link we mailed you (or send it again from your dashboard), then come back to this page. Or open this invitation from the email we sent you: joining from there confirms your address too.",
  unverifiedWithoutMail:
    "Confirm your email address first. This site does not send email, so your confirmation link is in the server's log: ask the person who runs this site for it, then come back to this page.",
  confirmsAddress: (email: string) =>
    `This link was sent to ${email}, so joining also confirms that the address is yours.`,
  accept: "Join the workspace",
  waitingTitle: (n: number) =>
    n === 1 ? "An invitation is waiting for you" : `${n} invitations are waiting for you`,
  join: "Join",
  joinNamed: (workspace: string) => `Join “${workspace}”`,
  accepting: "Joining…",
  unusable:
    "This invitation does not work any more: it was accepted or withdrawn, or it expired (they last seven days).",
  noToken: "This page needs the link from the invitation email.",
} as const;
