/**
 * The page a member sees when their role does not allow it (a 403 inside the dashboard's
 * layout): which role the page needs, and who in the workspace can give it.
 */
export const FORBIDDEN_COPY = {
  status: "Error 403",
  heading: "Your role does not include this page",
  /** `needed` and `yours` are role labels ("Editor"); `helpers` are the members who can change roles. */
  body: (needed: string, yours: string, workspace: string) =>
    `This page needs the ${needed} role or higher in “${workspace}”, and your role there is ${yours}.`,
  whoCanHelp: (helpers: readonly string[], workspace: string) =>
    helpers.length === 0
      ? `An owner or admin of “${workspace}” can change your role.`
      : `An owner or admin of “${workspace}” can change your role: ${helpers.join(", ")}.`,
  ownersOnly: (helpers: readonly string[], workspace: string) =>
    `Only an owner of “${workspace}” can do this or make you an owner${helpers.length === 0 ? "" : `: ${helpers.join(", ")}`}.`,
  backToLinks: "Back to the links",
  members: "See the workspace's members",
} as const;
