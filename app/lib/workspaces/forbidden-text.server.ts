import { requestLocale } from "#core/request-locale";
import type { WorkspaceRole } from "#core/workspace-roles";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage } from "../i18n/format-message";
import { isolatedIn } from "../i18n/isolate";
import type { ForbiddenText } from "./forbidden-data";

/** The 403 notice's sentences in the request's language (FORBIDDEN_COPY), filled. */
export function forbiddenText(
  request: Request,
  facts: { needed: WorkspaceRole; yours: WorkspaceRole; workspace: string; helpers: readonly string[] },
): ForbiddenText {
  const locale = requestLocale(request);
  const copy = catalogue(locale).FORBIDDEN_COPY;
  const fill = (message: string, values: Record<string, string> = {}) =>
    formatMessage(locale, message, { workspace: facts.workspace, ...values });
  const role = (key: WorkspaceRole) => fill(copy.roleName, { role: key });
  // In a right-to-left sentence each address is isolated, so its dots and @ keep their order.
  const isolate = isolatedIn(locale);
  const helpers = new Intl.ListFormat(locale, { type: "conjunction" }).format(facts.helpers.map(isolate));
  const named = facts.helpers.length > 0;
  const help =
    facts.needed === "owner"
      ? fill(named ? copy.ownersOnlyNamed : copy.ownersOnly, { helpers })
      : fill(named ? copy.whoCanHelpNamed : copy.whoCanHelp, { helpers });
  return {
    status: copy.status,
    heading: copy.heading,
    body: `${fill(copy.body, { needed: role(facts.needed), yours: role(facts.yours) })} ${help}`,
    backToLinks: copy.backToLinks,
    members: copy.members,
  };
}
