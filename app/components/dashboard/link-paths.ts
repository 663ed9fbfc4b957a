/** The dashboard's addresses for one link (analytics and QR pages are their own routes). */
export const LINK_PATHS = {
  list: "/dashboard",
  create: "/dashboard/links/new",
  edit: (id: number) => `/dashboard/links/${id}`,
  analytics: (id: number) => `/dashboard/links/${id}/analytics`,
  qr: (id: number) => `/dashboard/links/${id}/qr`,
  button: (id: number) => `/dashboard/links/${id}/button`,
} as const;

/** The workspace's analytics overview: totals, top links and countries over a range. */
export const ANALYTICS_OVERVIEW_PATH = "/dashboard/analytics";

/** The workspaces page: switch, make, rename, delete (docs/decisions/0133). */
export const WORKSPACES_PATH = "/dashboard/workspaces";

/** The current workspace's members and invitations (docs/decisions/0135). */
export const MEMBERS_PATH = "/dashboard/workspaces/members";

/** The workspace's agents (team links) and one agent's form (`new` or an agent id). */
export const AGENTS_PATH = "/dashboard/agents";
export const agentPath = (id: string) => `${AGENTS_PATH}/${id}`;

/** The workspace's message templates. */
export const TEMPLATES_PATH = "/dashboard/templates";
