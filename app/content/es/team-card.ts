import type { TeamCardContent } from "../team-card";

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — contacto",
  metaDescription: "Escríbele a {business} por WhatsApp: mira quién está disponible y empieza un chat.",
  eyebrow: "Escríbenos por WhatsApp",
  intro: "Elige a la persona o al equipo con quien quieres chatear. El chat se abre en WhatsApp.",
  openNow: "Abierto ahora",
  closedNow: "Cerrado ahora",
  closedHeading: "En este momento estamos cerrados",
  closedBody:
    "Nadie de {business} está disponible en este momento. Aun así puedes enviar un mensaje: te responderán cuando el equipo vuelva.",
  // Followed by yourTime or zoneTime: "Abre mañana 09:00 (tu hora)".
  opens: "Abre {when}",
  yourTime: "(tu hora)",
  zoneTime: "(hora de {place})",
  today: "hoy",
  tomorrow: "mañana",
  noOpening: "Sin horario de atención en las próximas dos semanas",
  messageUs: "Escríbenos",
  messageAnyway: "Escribir de todos modos",
  messageDepartment: "Escribir a {department}",
  messageAgent: "Escribir a {firstName}",
  otherDepartment: "Equipo",
  teamHeading: "Nuestro equipo",
  saveContact: "Guardar contacto",
  vcard: {
    team: "Equipo",
    alwaysOpen: "disponible a cualquier hora",
    noHours: "sin horario de atención definido",
    hours: "{ranges} ({timeZone})",
    days: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
  },
};
