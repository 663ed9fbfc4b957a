/**
 * The page a member sees when their role does not allow it (a 403 inside the dashboard's
 * layout): which role the page needs, and who in the workspace can give it. ICU messages, filled
 * by the server in the request's language (lib/workspaces/current-workspace.server.ts).
 */
export const FORBIDDEN_COPY = {
  status: "Error 403",
  heading: "Your role does not include this page",
  /** `role`: the role's key; the name goes mid-sentence in `body`. */
  roleName: "{role, select, owner {Owner} admin {Admin} editor {Editor} viewer {Viewer} other {Member}}",
  /** `needed` and `yours` are roleName's names. */
  body: "This page needs the {needed} role or higher in “{workspace}”, and your role there is {yours}.",
  whoCanHelp: "An owner or admin of “{workspace}” can change your role.",
  /** `helpers`: the members who can change roles, listed the language's way. */
  whoCanHelpNamed: "An owner or admin of “{workspace}” can change your role: {helpers}.",
  ownersOnly: "Only an owner of “{workspace}” can do this or make you an owner.",
  ownersOnlyNamed: "Only an owner of “{workspace}” can do this or make you an owner: {helpers}.",
  backToLinks: "Back to the links",
  members: "See the workspace's members",
} as const;
