import type { Db } from "#db/client.server";
import { listTemplateRows, type TemplateRow } from "#db/queries/message-templates.server";

export type { TemplateRow };

/** The workspace's templates by name (at most MAX_TEMPLATES_PER_WORKSPACE of them). */
export function listTemplates(db: Db, workspaceId: string): Promise<TemplateRow[]> {
  return listTemplateRows(db, workspaceId);
}
