import { checkTemplate, TEMPLATE_ID_PATTERN } from "#core/message-template";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { updateTemplateRow } from "#db/queries/message-templates.server";
import type { TemplateResult } from "./create-template.server";

/** New name and body for a template of the actor's workspace; another workspace's is `not_found`. */
export async function updateTemplate(
  db: Db,
  actor: WorkspaceActor,
  id: string,
  input: { name: unknown; body: unknown },
): Promise<TemplateResult> {
  if (!TEMPLATE_ID_PATTERN.test(id)) return { ok: false, error: "not_found" };
  const checked = checkTemplate(input);
  if (!checked.ok)
    return { ok: false, error: "invalid_template", field: checked.field, problem: checked.problem };
  const updated = await updateTemplateRow(db, actor.workspaceId, id, checked.value);
  return updated ? { ok: true, template: { id, ...checked.value } } : { ok: false, error: "not_found" };
}
