import type { Db } from "#db/client.server";
import { listMembers, type WorkspaceRow } from "#db/queries/workspaces.server";
import type { WorkspaceRole } from "#db/schema";

export interface WorkspaceView {
  id: string;
  name: string;
  members: Array<{ email: string; role: WorkspaceRole }>;
}

/** A workspace as its members see it: name and members with their roles. */
export async function readWorkspace(db: Db, workspace: WorkspaceRow): Promise<WorkspaceView> {
  return { id: workspace.id, name: workspace.name, members: await listMembers(db, workspace.id) };
}
