import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { ensurePersonalWorkspaceRow, type WorkspaceRow } from "#db/queries/workspaces.server";

/** `ws_` and 16 hex digits: random, so ids tell nothing about how many workspaces exist. */
export function newWorkspaceId(): string {
  return `ws_${randomBytes(8).toString("hex")}`;
}

/**
 * Every account has a personal workspace, owned by it, holding the links it makes
 * (docs/decisions/0130). Made at sign-up; this makes it for an account that has none.
 */
export function ensurePersonalWorkspace(db: Db, accountId: number): Promise<WorkspaceRow> {
  return ensurePersonalWorkspaceRow(db, accountId, newWorkspaceId());
}
