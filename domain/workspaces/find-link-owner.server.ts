import type { Db } from "#db/client.server";
import { findWorkspaceLinkOwner } from "#db/queries/workspaces.server";

/**
 * Whose links a workspace's are: the operator's `import`/`export --workspace` read and write
 * them. Every workspace today is an account's personal one (docs/decisions/0130), whose links
 * are that account's; null when no workspace has this id.
 */
export function findLinkOwner(db: Db, workspaceId: string): Promise<number | null> {
  return findWorkspaceLinkOwner(db, workspaceId);
}
