import { pageModulesFor } from "../i18n/page-modules.server";

/** The link forms' own copy beyond the dashboard layout's: one number or a team, the template picker, the message variables. */
export function linkFormCopy(request: Request) {
  return pageModulesFor(request, ["TEAM_LINK_COPY", "TEMPLATES_COPY", "MESSAGE_VARIABLES_COPY"]);
}
