import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { WORKSPACE_ID_PATTERN } from "#core/workspace-id";
import { workspaceNameSchema } from "#core/workspace-name";
import { roleAllows, type WorkspaceRole } from "#core/workspace-roles";
import { createWorkspace } from "#domain/workspaces/create-workspace.server";
import { deleteWorkspace } from "#domain/workspaces/delete-workspace.server";
import { listWorkspaces } from "#domain/workspaces/list-workspaces.server";
import { renameWorkspace } from "#domain/workspaces/rename-workspace.server";
import { WORKSPACES_PATH } from "../../components/dashboard/link-paths";
import { NO_STORE } from "../auth/account-page-meta";
import { formText } from "../auth/form-text";
import { copyFor, pageModulesFor } from "../i18n/page-modules.server";
import { readForm } from "../read-form.server";
import { requireWorkspace, workspaceCookie } from "./current-workspace.server";
import { shownWorkspaceName } from "./shown-name.server";

export interface WorkspaceListing {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  current: boolean;
  owner: boolean;
}

/** Every workspace of the account, the current one marked. */
export async function loadWorkspacesPage({ request, context }: LoaderFunctionArgs) {
  const { session, workspace } = await requireWorkspace(request, context, "view");
  const rows = await listWorkspaces(context.db, session.account.id);
  const workspaces: WorkspaceListing[] = rows.map((row) => ({
    id: row.id,
    name: shownWorkspaceName(request, row),
    personal: row.personal,
    role: row.role,
    current: row.id === workspace.id,
    owner: roleAllows(row.role, "manage_workspace"),
  }));
  // After a delete, the page says it was done (`?deleted=1`, set by the redirect below).
  const deleted = new URL(request.url).searchParams.get("deleted") === "1";
  return data(
    { workspaces, deleted, pageCopy: pageModulesFor(request, ["WORKSPACES_COPY"]) },
    { headers: NO_STORE },
  );
}

export type WorkspacesResult =
  | { intent: "create"; error: string }
  | { intent: "rename"; workspace: string; error?: string; done?: string }
  | { intent: "delete"; workspace: string; error?: string }
  | { intent: "switch"; error: string }
  | { intent: "invalid"; error: string };

function answer(result: WorkspacesResult, status: number) {
  return data(result, { status, headers: NO_STORE });
}

/** Into a workspace: the cookie says which, and the links list opens there. */
function enter(workspaceId: string, publicUrl: string) {
  return redirect(ACCOUNT_PATHS.dashboard, {
    headers: { ...NO_STORE, "Set-Cookie": workspaceCookie(workspaceId, publicUrl) },
  });
}

/** POST: `switch`, `create`, `rename` (owners) or `delete` (owners, shared workspaces, the name typed again). */
export async function updateWorkspaces({ request, context }: ActionFunctionArgs) {
  const { session } = await requireWorkspace(request, context, "view");
  const accountId = session.account.id;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const target = formText(form, "workspace", 40);
  const COPY = copyFor(request, "WORKSPACES_COPY");
  // The schema's own messages are English: each problem is said in the page's language.
  const nameError = (issue: { code: string } | undefined) =>
    issue?.code === "too_big" ? COPY.nameTooLong : COPY.nameMissing;
  const targetId = WORKSPACE_ID_PATTERN.test(target) ? target : null;

  if (intent === "create") {
    const name = workspaceNameSchema.safeParse(formText(form, "name", 1000));
    if (!name.success) return answer({ intent, error: nameError(name.error.issues[0]) }, 400);
    const created = await createWorkspace(context.db, accountId, name.data);
    if (!created.ok) return answer({ intent, error: COPY.tooMany }, 409);
    return enter(created.id, context.env.publicUrl);
  }
  if (targetId === null) return answer({ intent: "invalid", error: COPY.notFound }, 404);
  if (intent === "switch") {
    const mine = (await listWorkspaces(context.db, accountId)).some((row) => row.id === targetId);
    return mine ? enter(targetId, context.env.publicUrl) : answer({ intent, error: COPY.notFound }, 404);
  }
  if (intent === "rename") {
    const name = workspaceNameSchema.safeParse(formText(form, "name", 1000));
    if (!name.success)
      return answer({ intent, workspace: targetId, error: nameError(name.error.issues[0]) }, 400);
    const renamed = await renameWorkspace(context.db, accountId, targetId, name.data);
    if (renamed.ok) return answer({ intent, workspace: targetId, done: COPY.renamed }, 200);
    return renamed.error === "forbidden"
      ? answer({ intent, workspace: targetId, error: COPY.ownersOnly }, 403)
      : answer({ intent, workspace: targetId, error: COPY.notFound }, 404);
  }
  if (intent === "delete") {
    const listed = (await listWorkspaces(context.db, accountId)).find((row) => row.id === targetId);
    if (listed === undefined) return answer({ intent, workspace: targetId, error: COPY.notFound }, 404);
    if (formText(form, "confirm", 1000).trim() !== listed.name)
      return answer({ intent, workspace: targetId, error: COPY.deleteMismatch }, 400);
    const deleted = await deleteWorkspace(context.db, context.invalidateLinks, accountId, targetId);
    if (!deleted.ok) {
      const error =
        deleted.error === "forbidden"
          ? COPY.ownersOnly
          : deleted.error === "personal"
            ? COPY.personalStays
            : COPY.notFound;
      return answer({ intent, workspace: targetId, error }, deleted.error === "not_found" ? 404 : 403);
    }
    // A cookie naming the deleted workspace is harmless: membership is checked, the personal one is used.
    return redirect(`${WORKSPACES_PATH}?deleted=1`, { headers: NO_STORE });
  }
  return answer({ intent: "invalid", error: COPY.notFound }, 400);
}
