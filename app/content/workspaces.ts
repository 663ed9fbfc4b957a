import { MAX_SHARED_WORKSPACES, WORKSPACE_NAME_MAX_LENGTH } from "#core/workspace-roles";

/** The workspaces page (dashboard → the workspace's name in the header). Every sentence is true of the software. */
export const WORKSPACES_COPY = {
  title: "Workspaces",
  metaDescription: "Switch between your ChatLink workspaces, make a new one, rename or delete one.",
  intro:
    "Each workspace has its own links, analytics, API keys and members. Your personal workspace is made with your account and is yours alone; make a shared one for a shop, a team or a client, invite people to it, and switch between workspaces here.",
  current: "Current",
  members: "Members and invitations",
  personalNote: "Your personal workspace: yours alone, made with your account",
  open: "Open",
  opening: "Opening…",
  openFor: "Open {name}",
  /** `role`: the role's key, so each language names it. */
  yourRole:
    "Your role: {role, select, owner {Owner} admin {Admin} editor {Editor} viewer {Viewer} other {Member}}",
  createTitle: "Make a workspace",
  createDescription: `A workspace starts empty, with you as its owner. You can belong to ${MAX_SHARED_WORKSPACES} besides your personal one.`,
  nameLabel: "Name",
  nameHint: `Up to ${WORKSPACE_NAME_MAX_LENGTH} characters, like “Shop” or “Support team”.`,
  nameMissing: "Give the workspace a name, like “Shop” or “Support team”.",
  nameTooLong: `Keep the name to ${WORKSPACE_NAME_MAX_LENGTH} characters.`,
  createButton: "Make workspace",
  createPending: "Making…",
  tooMany: `You belong to ${MAX_SHARED_WORKSPACES} shared workspaces already: delete or leave one first.`,
  renameName: "Rename {name}",
  renameButton: "Save name",
  renamePending: "Saving…",
  renamed: "Name saved.",
  deleteTitle: "Delete this workspace",
  deleteWarning:
    "Its links stop working at once (their short URLs show Link Not Found, printed QR codes included), and its click counts and API keys are deleted. This cannot be undone.",
  deleteConfirmLabel: "Type “{name}” to confirm",
  deleteButton: "Delete workspace",
  deletePending: "Deleting…",
  deleteMismatch: "Type the workspace's name exactly as shown to delete it.",
  deleted: "Workspace deleted, with its links and keys.",
  notFound: "That workspace is not one of yours any more. The list below is up to date.",
  ownersOnly: "Only the workspace's owners can rename or delete it.",
  personalStays: "Your personal workspace goes only with your account (Settings → Delete account).",
} as const;
