import type { AppLoadContext } from "react-router";
import type { WorkspaceAction } from "#core/workspace-roles";
import { type AccountLinkRow, findAccountLink } from "#domain/links/find-account-link.server";
import { requireLinkWorkspace, type WorkspaceRequest } from "../workspaces/current-workspace.server";
import { linkNotFound, parseLinkId } from "./link-id.server";

/**
 * The route's `:id` link and the workspace holding it, checked for `action` (reading by
 * default): a thrown 404 when it is not in a workspace of the account's (someone else's
 * link looks like none), 403 when the role does not allow `action`; signed out, a thrown
 * redirect to log in.
 */
export async function requireOwnedLink(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
  action: WorkspaceAction = "view",
): Promise<WorkspaceRequest & { link: AccountLinkRow }> {
  const id = parseLinkId(rawId);
  if (id === null) linkNotFound();
  const access = await requireLinkWorkspace(request, context, id, action);
  const link = await findAccountLink(context.db, access.workspace.id, id);
  if (link === null) linkNotFound();
  return { ...access, link };
}
