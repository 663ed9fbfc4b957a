import type { WorkspaceRole } from "#core/workspace-roles";

/** The notice's words, filled by the server in the request's language (forbidden-text.server.ts). */
export interface ForbiddenText {
  status: string;
  heading: string;
  body: string;
  backToLinks: string;
  members: string;
}

/** What a 403 page says: the role the page needs, the member's own, and who can give it. */
export interface ForbiddenData {
  forbidden: true;
  needed: WorkspaceRole;
  yours: WorkspaceRole;
  workspace: string;
  /** Emails of the members who may give that role (owners first, a few at most). */
  helpers: string[];
  text: ForbiddenText;
}

export function isForbiddenData(value: unknown): value is ForbiddenData {
  return typeof value === "object" && value !== null && (value as { forbidden?: unknown }).forbidden === true;
}
