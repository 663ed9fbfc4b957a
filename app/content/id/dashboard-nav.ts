import type { DASHBOARD_NAV as EN_DASHBOARD_NAV } from "../dashboard-nav";
import type { Translated } from "../translated";

export const DASHBOARD_NAV: Translated<typeof EN_DASHBOARD_NAV> = {
  nav: "Akun",
  links: "Link",
  analytics: "Analitik",
  agents: "Agen",
  templates: "Template",
  settings: "Pengaturan",
  workspace: "Ruang kerja",
  signedInAs: "Masuk sebagai ",
  defaultWorkspaceName: "Pribadi",
};
