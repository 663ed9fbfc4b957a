import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { TEMPLATE_ID_PATTERN } from "#core/message-template";
import { roleAllows } from "#core/workspace-roles";
import { createTemplate, type TemplateResult } from "#domain/templates/create-template.server";
import { deleteTemplate } from "#domain/templates/delete-template.server";
import { listTemplates } from "#domain/templates/list-templates.server";
import { updateTemplate } from "#domain/templates/update-template.server";
import { TEMPLATES_PATH } from "../../components/dashboard/link-paths";
import type { CatalogueModules } from "../../content/catalogue";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { copyFor, pageModulesFor } from "../i18n/page-modules.server";
import { readForm } from "../read-form.server";
import { requireWorkspace } from "../workspaces/current-workspace.server";

export interface TemplateItem {
  id: string;
  name: string;
  body: string;
}

/** What the form sends back on a refusal, so a browser without JavaScript keeps what was typed. */
export interface TemplateFormAnswer {
  intent: "create" | "update" | "delete";
  id?: string;
  errors: { name?: string; body?: string; form?: string };
  values?: { name: string; body: string };
  deleted?: string;
}

/** Everyone in the workspace reads its templates; `?edit=<id>` opens one in the form, `?saved=<id>` confirms a save. */
export async function loadTemplatesPage({ request, context }: LoaderFunctionArgs) {
  const { workspace } = await requireWorkspace(request, context, "view");
  const templates: TemplateItem[] = (await listTemplates(context.db, workspace.id)).map(
    ({ id, name, body }) => ({
      id,
      name,
      body,
    }),
  );
  const url = new URL(request.url);
  const canEdit = roleAllows(workspace.role, "edit_links");
  const find = (param: string) => {
    const id = url.searchParams.get(param);
    return id !== null && TEMPLATE_ID_PATTERN.test(id) ? (templates.find((t) => t.id === id) ?? null) : null;
  };
  return data(
    {
      workspace: workspace.name,
      canEdit,
      templates,
      editing: canEdit ? find("edit") : null,
      saved: find("saved"),
      pageCopy: pageModulesFor(request, ["TEMPLATES_COPY", "MESSAGE_VARIABLES_COPY"]),
    },
    { headers: NO_STORE },
  );
}

function answer(result: TemplateFormAnswer, status: number) {
  return data(result, { status, headers: NO_STORE });
}

function refused(
  COPY: CatalogueModules["TEMPLATES_COPY"],
  intent: "create" | "update",
  id: string | undefined,
  result: Exclude<TemplateResult, { ok: true }>,
  values: { name: string; body: string },
) {
  if (result.error === "invalid_template")
    return answer({ intent, id, errors: { [result.field]: COPY.problems[result.problem] }, values }, 400);
  if (result.error === "too_many_templates")
    return answer({ intent, id, errors: { form: COPY.tooMany }, values }, 409);
  return answer({ intent, id, errors: { form: COPY.gone } }, 404);
}

/** POST `create`, `update` (id) or `delete` (id), for editors and above; a save lands back on the list, confirmed. */
export async function updateTemplates({ request, context }: ActionFunctionArgs) {
  const { actor } = await requireWorkspace(request, context, "edit_links");
  const form = await readForm(request);
  const COPY = copyFor(request, "TEMPLATES_COPY");
  const intent = formText(form, "intent", 10);
  const id = formText(form, "id", 40);
  if (intent === "delete") {
    const name = formText(form, "name", 200);
    const deleted = await deleteTemplate(context.db, actor, id);
    return deleted.ok
      ? answer({ intent, errors: {}, deleted: name }, 200)
      : answer({ intent, errors: { form: COPY.gone } }, 404);
  }
  if (intent !== "create" && intent !== "update")
    return answer({ intent: "create", errors: { form: "Unknown request." } }, 400);
  const values = { name: formText(form, "name", 20_000), body: formText(form, "body", 20_000) };
  const result =
    intent === "create"
      ? await createTemplate(context.db, actor, values)
      : await updateTemplate(context.db, actor, id, values);
  if (!result.ok) return refused(COPY, intent, intent === "update" ? id : undefined, result, values);
  return redirect(`${TEMPLATES_PATH}?saved=${result.template.id}`, { headers: NO_STORE });
}
