import { randomBytes } from "node:crypto";
import { checkTemplate, MAX_TEMPLATES_PER_WORKSPACE, type TemplateProblem } from "#core/message-template";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { countTemplates, insertTemplate } from "#db/queries/message-templates.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";

export type TemplateResult =
  | { ok: true; template: { id: string; name: string; body: string } }
  | { ok: false; error: "invalid_template"; field: "name" | "body"; problem: TemplateProblem }
  | { ok: false; error: "too_many_templates" | "not_found" };

/**
 * A new template in the actor's workspace (the caller checked the role), unless it has
 * MAX_TEMPLATES_PER_WORKSPACE already: counted and added under the workspace's lock, so
 * parallel posts cannot pass the cap.
 */
export async function createTemplate(
  db: Db,
  actor: WorkspaceActor,
  input: { name: unknown; body: unknown },
): Promise<TemplateResult> {
  const checked = checkTemplate(input);
  if (!checked.ok)
    return { ok: false, error: "invalid_template", field: checked.field, problem: checked.problem };
  const id = `tpl_${randomBytes(8).toString("hex")}`;
  const added = await withWorkspaceLocked(db, actor.workspaceId, async (tx) => {
    if ((await countTemplates(tx, actor.workspaceId)) >= MAX_TEMPLATES_PER_WORKSPACE) return false;
    await insertTemplate(tx, { id, workspaceId: actor.workspaceId, ...checked.value });
    return true;
  });
  if (!added) return { ok: false, error: "too_many_templates" };
  return { ok: true, template: { id, ...checked.value } };
}
