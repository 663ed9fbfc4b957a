import { requestLocale } from "#core/request-locale";
import { roleAllows, type WorkspaceRole } from "#core/workspace-roles";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage } from "../i18n/format-message";

/** The Settings page's Webhooks section, in the request's language (only these few words travel). */
export function webhooksEntry(request: Request, workspace: { name: string; role: WorkspaceRole }) {
  const locale = requestLocale(request);
  const COPY = catalogue(locale).WEBHOOKS_COPY;
  return {
    manages: roleAllows(workspace.role, "manage_webhooks"),
    title: COPY.title,
    description: COPY.metaDescription,
    link: COPY.settingsLink,
    managedByAdmins: formatMessage(locale, COPY.managedByAdmins, { workspace: workspace.name }),
  };
}
