import type { DASHBOARD_NAV as EN_DASHBOARD_NAV } from "../dashboard-nav";
import type { Translated } from "../translated";

/** The signed-in area's header and navigation in Hindi. */
export const DASHBOARD_NAV: Translated<typeof EN_DASHBOARD_NAV> = {
  nav: "अकाउंट",
  links: "लिंक",
  analytics: "आँकड़े",
  agents: "एजेंट",
  templates: "टेम्पलेट",
  settings: "सेटिंग्स",
  workspace: "वर्कस्पेस",
  signedInAs: "इस ईमेल से साइन इन: ",
  defaultWorkspaceName: "निजी",
};
