import { pageCopyFor } from "../i18n/page-copy.server";

/** The link forms' own copy beyond the dashboard layout's: the template picker and the message variables. */
export function linkFormCopy(request: Request) {
  return pageCopyFor(request, ["TEMPLATES_COPY", "MESSAGE_VARIABLES_COPY"]);
}
