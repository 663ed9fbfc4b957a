import type { DASHBOARD_NAV as EN_DASHBOARD_NAV } from "../dashboard-nav";
import type { Translated } from "../translated";

export const DASHBOARD_NAV: Translated<typeof EN_DASHBOARD_NAV> = {
  nav: "Cuenta",
  links: "Enlaces",
  analytics: "Estadísticas",
  agents: "Agentes",
  templates: "Plantillas",
  settings: "Configuración",
  workspace: "Espacio de trabajo",
  signedInAs: "Sesión iniciada como ",
  defaultWorkspaceName: "Personal",
};
