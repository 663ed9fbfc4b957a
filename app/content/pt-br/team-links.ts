import type { TEAM_LINK_COPY as EN } from "../team-links";
import type { Translated } from "../translated";

export const TEAM_LINK_COPY: Translated<typeof EN> = {
  kindLegend: "Quem responde às conversas?",
  kindNumber: "Um número",
  kindNumberHint: "Toda conversa vai para um único número de WhatsApp.",
  kindTeam: "Uma equipe (vários atendentes)",
  kindTeamHint:
    "As conversas são divididas entre seus atendentes, só enquanto estão em horário de atendimento.",
  agentsLegend: "Atendentes",
  agentsHint:
    "Marque quem responde às conversas deste link (pelo menos um), na ordem da sua página de atendentes.",
  noAgents: "Você ainda não tem atendentes.",
  addAgents: "Adicione seu primeiro atendente",
  manageAgents: "Gerenciar atendentes",
  agentPaused: "pausado",
  agentOpen: "atendendo agora",
  agentClosed: "fechado agora",
  rotationLegend: "Como as conversas são divididas?",
  rotationLabels: {
    round_robin: "Revezar",
    weighted: "Dividir por peso",
    sticky: "Mesmo atendente para quem volta",
  },
  rotationHints: {
    round_robin: "Cada nova conversa vai para o próximo atendente disponível da lista, em rodízio.",
    weighted: "Atendentes com peso maior (definido na página de atendentes) recebem mais conversas.",
    sticky: "Um visitante que volta fala com o mesmo atendente de antes, enquanto ele estiver disponível.",
  },
  fallbackLabel: "Quando ninguém está disponível",
  fallbackNone: "Mostrar quando a equipe volta a atender",
  fallbackAgent: "Enviar para {name} mesmo assim",
  fallbackHint:
    "Opcional: um atendente que recebe a conversa quando nenhum dos marcados está disponível. Sem ele, os visitantes veem quando a equipe volta a atender e ainda podem mandar uma mensagem.",
  businessNameHint:
    "Essa página e seu cartão de contato chamam sua empresa pelo nome deste espaço de trabalho: “{name}”.",
  renameWorkspace: "Renomear o espaço de trabalho",
  teamSummary: "Equipe · {count, plural, one {# atendente} other {# atendentes}}",
  qrRefLabel: "Contar leituras do QR code à parte",
  qrRefHint:
    "QR codes feitos aqui abrem o link com ?\u2060ref=qr: as estatísticas mostram as leituras separadas dos cliques, e {ref} na mensagem vira “qr”.",
  editIntro:
    "Mude quem responde, como as conversas são divididas ou a mensagem. O link curto continua o mesmo, então QR codes impressos continuam funcionando.",
  agentsUnchanged: "O link curto, o QR code e os cliques continuam os mesmos quando você muda a equipe.",
};
