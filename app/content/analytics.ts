/** The analytics page's per-agent and per-ref tables. Every sentence is true of the software. */
export const ANALYTICS_COPY = {
  agentsHeading: "Chats per agent",
  agentsIntro:
    "Each click on this team link opened a chat with one agent. Days are UTC days; bots and link previews are left out.",
  agentColumn: "Name",
  totalColumn: "Total",
  agentsTableLabel: "Chats per agent and day",
  noAgentClicks: "No chats in this range yet.",
  refsHeading: "Where clicks came from (ref)",
  refsIntro: (example: string) =>
    `Add ?ref= and a word where you share the link, such as ${example} on a flyer. QR codes drawn for this link add ?ref=qr unless you turn it off on the QR page.`,
  refColumn: "Ref",
  clicksColumn: "Clicks",
  shareColumn: "Share",
  noRefs: "No clicks with a ref in this range.",
  /** A ranked breakdown (countries, devices…) with nothing to rank. */
  noClicks: "No human clicks in this range.",
} as const;
