import type { TeamCardContent } from "../team-card";

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — contato",
  metaDescription: "Fale com {business} pelo WhatsApp: veja quem está disponível e comece uma conversa.",
  eyebrow: "Fale com a gente no WhatsApp",
  intro: "Escolha a pessoa ou a equipe com quem você quer conversar. A conversa abre no WhatsApp.",
  openNow: "Aberto agora",
  closedNow: "Fechado agora",
  closedHeading: "Estamos fora do horário de atendimento",
  closedBody:
    "Ninguém da equipe de {business} está disponível no momento. Você ainda pode mandar uma mensagem: ela será respondida quando a equipe voltar.",
  opens: "Abre {when}",
  yourTime: "no seu horário",
  zoneTime: "no horário de {place}",
  today: "hoje",
  tomorrow: "amanhã",
  noOpening: "Sem horário de atendimento nas próximas duas semanas",
  messageUs: "Fale com a gente",
  messageAnyway: "Mandar mensagem mesmo assim",
  messageDepartment: "Falar com {department}",
  messageAgent: "Falar com {firstName}",
  otherDepartment: "Equipe",
  teamHeading: "Nossa equipe",
  saveContact: "Salvar contato",
  vcard: {
    team: "Equipe",
    alwaysOpen: "atende a qualquer hora",
    noHours: "sem horário de atendimento definido",
    hours: "{ranges} ({timeZone})",
    days: ["Seg", "Ter", "Qua", "Qui", "Sex", "Sáb", "Dom"],
  },
};
