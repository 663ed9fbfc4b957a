import { TEMPLATE_ID_PATTERN } from "#core/message-template";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { deleteTemplateRow } from "#db/queries/message-templates.server";

/** Deletes a template of the actor's workspace; links made from it keep their message (it was copied). */
export async function deleteTemplate(
  db: Db,
  actor: WorkspaceActor,
  id: string,
): Promise<{ ok: true } | { ok: false; error: "not_found" }> {
  if (!TEMPLATE_ID_PATTERN.test(id)) return { ok: false, error: "not_found" };
  return (await deleteTemplateRow(db, actor.workspaceId, id))
    ? { ok: true }
    : { ok: false, error: "not_found" };
}
