import type { Db } from "#db/client.server";
import { ensurePersonalWorkspace } from "#domain/workspaces/ensure-personal-workspace.server";

/** The id of the account's personal workspace, where its links live (made if it has none, as the app does). */
export async function personalWorkspaceOf(db: Db, accountId: number): Promise<string> {
  return (await ensurePersonalWorkspace(db, accountId)).id;
}
