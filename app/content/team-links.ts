import type { TeamRotation } from "#core/team-link";

/**
 * The link forms' choice between one number and a team of agents, and the team's settings. `{ref}`
 * in qrRefHint is the message variable itself, shown as typed (never formatted).
 */
export const TEAM_LINK_COPY = {
  kindLegend: "Who answers the chats?",
  kindNumber: "One number",
  kindNumberHint: "Every chat goes to one WhatsApp number.",
  kindTeam: "A team (several agents)",
  kindTeamHint: "Chats are shared among your agents, only while they are open.",
  agentsLegend: "Agents",
  agentsHint: "Tick who answers this link's chats (at least one), in the order of your Agents page.",
  noAgents: "You have no agents yet.",
  addAgents: "Add your first agent",
  manageAgents: "Manage agents",
  agentPaused: "paused",
  agentOpen: "open now",
  agentClosed: "closed now",
  rotationLegend: "How are chats shared?",
  rotationLabels: {
    round_robin: "Take turns",
    weighted: "Share by weight",
    sticky: "Same agent for a returning visitor",
  } satisfies Record<TeamRotation, string>,
  rotationHints: {
    round_robin: "Each new chat goes to the next open agent in the list, in turn.",
    weighted: "Agents with a higher weight (set on the Agents page) get more of the chats.",
    sticky: "A visitor who comes back gets the same agent as before, while that agent is open.",
  } satisfies Record<TeamRotation, string>,
  fallbackLabel: "When nobody is open",
  fallbackNone: "Show when the team opens next",
  fallbackAgent: "Send to {name} anyway",
  fallbackHint:
    "Optional: an agent who gets the chat when none of the ticked agents is open. Without one, visitors see when the team opens next and can still send a message.",
  businessNameHint:
    "That page and your contact card name your business as this workspace is named: “{name}”.",
  renameWorkspace: "Rename the workspace",
  teamSummary: "Team · {count, plural, one {# agent} other {# agents}}",
  qrRefLabel: "Count QR code scans apart",
  qrRefHint:
    "QR codes made here open the link with ?\u2060ref=qr: analytics show scans apart from clicks, and {ref} in the message becomes “qr”.",
  editIntro:
    "Change who answers, how chats are shared, or the message. The short URL stays the same, so printed QR codes keep working.",
  agentsUnchanged: "The short link, its QR code and its clicks stay the same when you change the team.",
} as const;
