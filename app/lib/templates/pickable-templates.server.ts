import type { AppLoadContext } from "react-router";
import { listTemplates } from "#domain/templates/list-templates.server";
import type { PickableTemplate } from "../../components/dashboard/template-picker";

/** The workspace's templates for a link form's picker (at most MAX_TEMPLATES_PER_WORKSPACE). */
export async function pickableTemplates(
  context: AppLoadContext,
  workspaceId: string,
): Promise<PickableTemplate[]> {
  return (await listTemplates(context.db, workspaceId)).map(({ id, name, body }) => ({ id, name, body }));
}
