import type { TEAM_LINK_COPY as EN } from "../team-links";
import type { Translated } from "../translated";

export const TEAM_LINK_COPY: Translated<typeof EN> = {
  kindLegend: "¿Quién responde los chats?",
  kindNumber: "Un número",
  kindNumberHint: "Todos los chats van a un solo número de WhatsApp.",
  kindTeam: "Un equipo (varios agentes)",
  kindTeamHint: "Los chats se reparten entre tus agentes, solo mientras están en horario.",
  agentsLegend: "Agentes",
  agentsHint:
    "Marca quién responde los chats de este enlace (al menos uno), en el orden de tu página de agentes.",
  noAgents: "Aún no tienes agentes.",
  addAgents: "Agrega tu primer agente",
  manageAgents: "Administrar agentes",
  agentPaused: "en pausa",
  agentOpen: "disponible ahora",
  agentClosed: "cerrado ahora",
  rotationLegend: "¿Cómo se reparten los chats?",
  rotationLabels: {
    round_robin: "Por turnos",
    weighted: "Repartir por peso",
    sticky: "Mismo agente para quien vuelve",
  },
  rotationHints: {
    round_robin: "Cada chat nuevo va al siguiente agente disponible de la lista, por turnos.",
    weighted: "Los agentes con más peso (se define en la página de agentes) reciben más chats.",
    sticky: "Un visitante que vuelve habla con el mismo agente de antes, mientras esté disponible.",
  },
  fallbackLabel: "Cuando nadie está disponible",
  fallbackNone: "Mostrar cuándo vuelve a abrir el equipo",
  fallbackAgent: "Enviar a {name} de todos modos",
  fallbackHint:
    "Opcional: un agente que recibe el chat cuando ninguno de los marcados está disponible. Sin él, los visitantes ven cuándo vuelve a abrir el equipo y aun así pueden enviar un mensaje.",
  businessNameHint:
    "Esa página y tu tarjeta de contacto llaman a tu negocio como se llama este espacio de trabajo: “{name}”.",
  renameWorkspace: "Cambiar el nombre del espacio de trabajo",
  teamSummary: "Equipo · {count, plural, one {# agente} other {# agentes}}",
  qrRefLabel: "Contar aparte los escaneos del código QR",
  qrRefHint:
    "Los códigos QR hechos aquí abren el enlace con ?\u2060ref=qr: las estadísticas muestran los escaneos aparte de los clics, y {ref} en el mensaje se vuelve “qr”.",
  editIntro:
    "Cambia quién responde, cómo se reparten los chats o el mensaje. El enlace corto sigue igual, así que los códigos QR impresos siguen funcionando.",
  agentsUnchanged: "El enlace corto, su código QR y sus clics siguen igual cuando cambias el equipo.",
};
