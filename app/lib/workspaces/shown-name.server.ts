import { requestLocale } from "#core/request-locale";
import { DEFAULT_WORKSPACE_NAME } from "#core/workspace-name";
import { catalogue } from "../../content/catalogues.server";

/**
 * A workspace's name as the dashboard shows it: a personal workspace still called by the name it
 * was made with reads in the page's language; the stored name is left as it is (the API keeps it).
 */
export function shownWorkspaceName(request: Request, workspace: { name: string; personal: boolean }): string {
  return workspace.personal && workspace.name === DEFAULT_WORKSPACE_NAME
    ? catalogue(requestLocale(request)).DASHBOARD_NAV.defaultWorkspaceName
    : workspace.name;
}
