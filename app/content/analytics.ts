/**
 * A link's analytics page (/dashboard/links/:id/analytics). Every sentence is true of the
 * software. Sent by the page's loader; texts with `{arguments}` are ICU messages, numbers and
 * dates in them already formatted for the page's language.
 */
export const ANALYTICS_COPY = {
  metaTitle: "Analytics for {code}",
  title: "Analytics",
  editLink: "Edit link",
  qrLink: "Branded QR code",
  rangeLabel: "Date range",
  presetsLabel: "Date range presets",
  preset: "{days, plural, one {Last # day} other {Last # days}}",
  customLabel: "Custom date range",
  from: "From",
  to: "To",
  apply: "Apply",
  rangeLine: "{from} to {to} (UTC days, both included).",
  csvLabel: "Download CSV of this range",
  csvLink: "Download CSV",
  csvNote:
    "{bucket, select, hour {(one row per hour, dimension and value; agents by name, refs by word).} other {(one row per day, dimension and value; agents by name, refs by word).}}",
  totalsLabel: "Totals",
  humanClicks: "Human clicks",
  botHits: "Bot hits",
  botNote: "Link previews and crawlers, counted apart and left out of the breakdowns below.",
  perBucket: "{bucket, select, hour {Clicks per hour} other {Clicks per day}}",
  /** The chart's one-line summary for screen readers, in parts. */
  summaryTotals: "{humans} human clicks and {bots} bot hits",
  summaryRange: "from {from} to {to}",
  summaryBusiest: "{bucket, select, hour {Busiest hour} other {Busiest day}}: {when} with {count}.",
  legendBots: "Bot hits (link previews, crawlers)",
  showTable: "Show the numbers as a table",
  hourColumn: "Hour",
  dayColumn: "Day",
  breakdowns: {
    country: "Top countries",
    device: "Device types",
    os: "Operating systems",
    browser: "Browsers",
    referrer: "Referrers",
  },
  agentsHeading: "Chats per agent",
  agentsIntro:
    "Each click on this team link opened a chat with one agent. Days are UTC days; bots and link previews are left out.",
  agentColumn: "Name",
  totalColumn: "Total",
  agentsTableLabel: "Chats per agent and day",
  noAgentClicks: "No chats in this range yet.",
  refsHeading: "Where clicks came from (ref)",
  refsIntro:
    "Add ?ref= and a word where you share the link, such as {example} on a flyer. QR codes drawn for this link add ?ref=qr unless you turn it off on the QR page.",
  refColumn: "Ref",
  clicksColumn: "Clicks",
  shareColumn: "Share",
  noRefs: "No clicks with a ref in this range.",
  /** A ranked breakdown (countries, devices…) with nothing to rank. */
  noClicks: "No human clicks in this range.",
} as const;
