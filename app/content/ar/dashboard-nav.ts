import type { DASHBOARD_NAV as EN_DASHBOARD_NAV } from "../dashboard-nav";
import type { Translated } from "../translated";

/** The signed-in area's header and navigation in Arabic (agents are "الموظفون", as on the site). */
export const DASHBOARD_NAV: Translated<typeof EN_DASHBOARD_NAV> = {
  nav: "الحساب",
  links: "الروابط",
  analytics: "الإحصاءات",
  agents: "الموظفون",
  templates: "القوالب",
  settings: "الإعدادات",
  workspace: "مساحة العمل",
  signedInAs: "مسجّل الدخول باسم ",
  defaultWorkspaceName: "شخصي",
};
