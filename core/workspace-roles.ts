/**
 * What each workspace role may do (docs/decisions/0133). Roles are ranked: each one may
 * do everything the roles below it may.
 * - viewer: read the workspace's links, analytics and QR codes
 * - editor: also make, change, import and delete links
 * - admin: also manage members (up to admin), API keys, custom domains and webhooks, import and export links
 * - owner: also rename or delete the workspace and make or demote owners
 */
export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export type WorkspaceAction =
  | "view"
  | "edit_links"
  | "transfer_links"
  | "manage_members"
  | "manage_keys"
  | "manage_domains"
  | "manage_webhooks"
  | "manage_workspace";

const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

const NEEDS: Record<WorkspaceAction, WorkspaceRole> = {
  view: "viewer",
  edit_links: "editor",
  transfer_links: "admin",
  manage_members: "admin",
  manage_keys: "admin",
  manage_domains: "admin",
  manage_webhooks: "admin",
  manage_workspace: "owner",
};

export function roleAllows(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return RANK[role] >= RANK[NEEDS[action]];
}

/** The lowest role that may do `action`. */
export function roleNeededFor(action: WorkspaceAction): WorkspaceRole {
  return NEEDS[action];
}

/** Whether `actor` may give `target` (or take it away): nobody above their own role; only owners touch owners. */
export function canAssignRole(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return roleAllows(actor, "manage_members") && RANK[target] <= RANK[actor];
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: "Owner",
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
};

/** Who acts on a workspace's links: the workspace, and the account behind the request (null: the operator). */
export interface WorkspaceActor {
  workspaceId: string;
  accountId: number | null;
}

export const WORKSPACE_NAME_MAX_LENGTH = 60;

/** Shared workspaces one account may belong to (its personal one aside). */
export const MAX_SHARED_WORKSPACES = 20;
