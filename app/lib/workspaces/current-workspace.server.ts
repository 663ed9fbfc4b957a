import { type AppLoadContext, data } from "react-router";
import { WORKSPACE_ID_PATTERN } from "#core/workspace-id";
import { roleAllows, roleNeededFor, type WorkspaceAction, type WorkspaceActor } from "#core/workspace-roles";
import { readCookie, siteCookie } from "#domain/net/site-cookie.server";
import { findLinkAccess } from "#domain/workspaces/find-link-access.server";
import { findWorkspaceAccess, type WorkspaceAccess } from "#domain/workspaces/find-workspace-access.server";
import { listRoleGranters } from "#domain/workspaces/list-role-granters.server";
import { type CurrentSession, requireSession } from "../auth/session.server";
import { linkNotFound } from "../links/link-id.server";
import type { ForbiddenData } from "./forbidden-data";
import { forbiddenText } from "./forbidden-text.server";
import { shownWorkspaceName } from "./shown-name.server";

export type { WorkspaceAccess };

/** The switcher's choice: which workspace the dashboard shows. Only a preference; membership is checked on every request. */
const WORKSPACE_COOKIE = "chatlink_workspace";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function workspaceCookie(workspaceId: string, publicUrl: string): string {
  return siteCookie(WORKSPACE_COOKIE, workspaceId, publicUrl, ONE_YEAR_SECONDS);
}

function preferredWorkspace(request: Request): string | null {
  const value = readCookie(request.headers.get("cookie"), WORKSPACE_COOKIE);
  return value !== null && WORKSPACE_ID_PATTERN.test(value) ? value : null;
}

export interface WorkspaceRequest {
  session: CurrentSession;
  workspace: WorkspaceAccess;
  /** Who acts where: for the domain's link operations. */
  actor: WorkspaceActor & { accountId: number };
}

/**
 * The answer for a page the member's role does not allow: a 403 whose data the dashboard's
 * error boundary shows inside the site's layout (nothing changes), its sentences in the
 * request's language.
 */
async function forbidden(
  request: Request,
  context: AppLoadContext,
  workspace: WorkspaceAccess,
  action: WorkspaceAction,
): Promise<never> {
  const needed = roleNeededFor(action);
  const helpers = await listRoleGranters(context.db, workspace.id, needed);
  const body: ForbiddenData = {
    forbidden: true,
    needed,
    yours: workspace.role,
    workspace: workspace.name,
    helpers,
    text: forbiddenText(request, { needed, yours: workspace.role, workspace: workspace.name, helpers }),
  };
  throw data(body, { status: 403 });
}

/** The access with its name as the dashboard shows it (shownWorkspaceName). */
function shown(request: Request, workspace: WorkspaceAccess): WorkspaceAccess {
  return { ...workspace, name: shownWorkspaceName(request, workspace) };
}

/**
 * The signed-in account (or a redirect to log in) and the workspace it works in, checked
 * on the server for `action`: a role that does not allow it is a 403.
 */
export async function requireWorkspace(
  request: Request,
  context: AppLoadContext,
  action: WorkspaceAction,
): Promise<WorkspaceRequest> {
  const session = await requireSession(request, context);
  const workspace = shown(
    request,
    await findWorkspaceAccess(context.db, session.account.id, preferredWorkspace(request)),
  );
  if (!roleAllows(workspace.role, action)) await forbidden(request, context, workspace, action);
  return { session, workspace, actor: { workspaceId: workspace.id, accountId: session.account.id } };
}

/**
 * For a link's pages: the workspace that holds link `linkId`, whichever the switcher shows,
 * checked for `action`. Not the account's (no such link, or in a workspace it is not a
 * member of) → 404; a role that does not allow `action` → 403.
 */
export async function requireLinkWorkspace(
  request: Request,
  context: AppLoadContext,
  linkId: number,
  action: WorkspaceAction,
): Promise<WorkspaceRequest> {
  const session = await requireSession(request, context);
  const access = await findLinkAccess(context.db, session.account.id, linkId);
  if (access === null) linkNotFound();
  const workspace = shown(request, access);
  if (!roleAllows(workspace.role, action)) await forbidden(request, context, workspace, action);
  return { session, workspace, actor: { workspaceId: workspace.id, accountId: session.account.id } };
}
