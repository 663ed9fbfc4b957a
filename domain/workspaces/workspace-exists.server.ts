import type { Db } from "#db/client.server";
import { findWorkspaceRow } from "#db/queries/workspaces.server";

/** Whether a workspace has this id: the operator's `import`/`export --workspace` ask once per run. */
export async function workspaceExists(db: Db, workspaceId: string): Promise<boolean> {
  return (await findWorkspaceRow(db, workspaceId)) !== null;
}
