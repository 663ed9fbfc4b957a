import type { WorkspaceRole } from "#core/workspace-roles";

/** What a 403 page says: the role the page needs, the member's own, and who can give it. */
export interface ForbiddenData {
  forbidden: true;
  needed: WorkspaceRole;
  yours: WorkspaceRole;
  workspace: string;
  /** Emails of the members who may give that role (owners first, a few at most). */
  helpers: string[];
}

export function isForbiddenData(value: unknown): value is ForbiddenData {
  return typeof value === "object" && value !== null && (value as { forbidden?: unknown }).forbidden === true;
}
