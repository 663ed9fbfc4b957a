import type { DASHBOARD_NAV as EN_DASHBOARD_NAV } from "../dashboard-nav";
import type { Translated } from "../translated";

export const DASHBOARD_NAV: Translated<typeof EN_DASHBOARD_NAV> = {
  nav: "Conta",
  links: "Links",
  analytics: "Estatísticas",
  agents: "Atendentes",
  templates: "Modelos",
  settings: "Configurações",
  workspace: "Espaço de trabalho",
  signedInAs: "Conectado como ",
  defaultWorkspaceName: "Pessoal",
};
