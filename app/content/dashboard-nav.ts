/** The signed-in area's header and navigation (app/components/account/app-header.tsx). */
export const DASHBOARD_NAV = {
  /** The header's navigation landmark. */
  nav: "Account",
  links: "Links",
  /** The workspace's analytics overview (/dashboard/analytics). */
  analytics: "Analytics",
  agents: "Agents",
  templates: "Templates",
  settings: "Settings",
  /** Before the current workspace's name, then ": " (a link to switch workspace). */
  workspace: "Workspace",
  /** Before the address of who is signed in, for screen readers. */
  signedInAs: "Signed in as ",
  /** A personal workspace whose name was never changed (core/workspace-name.ts DEFAULT_WORKSPACE_NAME). */
  defaultWorkspaceName: "Personal",
} as const;
