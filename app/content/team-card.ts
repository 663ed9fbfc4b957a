/**
 * The public contact card of a team link (`/<code>/card`), its closed state (`?closed=1`, what a
 * visitor sees when nobody of the team is open) and its vCard. Names, departments and times are
 * filled in by the page (ICU MessageFormat arguments in braces); nothing here names a number
 * (agents' numbers are never public).
 */
export interface TeamCardContent {
  /** Page title: "<business> — contact | <site>". */
  title: string;
  metaDescription: string;
  /** Above the business name. */
  eyebrow: string;
  intro: string;
  openNow: string;
  closedNow: string;
  /** The closed page's heading and what follows it. */
  closedHeading: string;
  closedBody: string;
  /** "Opens Monday 09:00 your time": `when` is already formatted. */
  opens: string;
  /** After a time shown in the visitor's own zone. */
  yourTime: string;
  /** After a time the server could only show in the agent's zone ("London time"). */
  zoneTime: string;
  today: string;
  tomorrow: string;
  noOpening: string;
  messageUs: string;
  messageAnyway: string;
  /** A department's button. */
  messageDepartment: string;
  /** An agent's button (its accessible name). */
  messageAgent: string;
  /** Heading of agents without a department, when others have one. */
  otherDepartment: string;
  teamHeading: string;
  saveContact: string;
  /** vCard NOTE lines. */
  vcard: {
    team: string;
    alwaysOpen: string;
    noHours: string;
    /** "Mon–Fri 09:00–17:30 (Europe/London)". */
    hours: string;
    /** Short day names, Monday first. */
    days: readonly [string, string, string, string, string, string, string];
  };
}

export const TEAM_CARD: TeamCardContent = {
  title: "{business} — contact",
  metaDescription: "Message {business} on WhatsApp: see who is available and start a chat.",
  eyebrow: "Message us on WhatsApp",
  intro: "Choose the person or team you'd like to chat with. The chat opens in WhatsApp.",
  openNow: "Open now",
  closedNow: "Closed now",
  closedHeading: "We're closed right now",
  closedBody:
    "Nobody at {business} is available at the moment. You can still send a message: it will be answered when the team is back.",
  opens: "Opens {when}",
  yourTime: "your time",
  zoneTime: "{place} time",
  today: "today",
  tomorrow: "tomorrow",
  noOpening: "No opening hours in the next two weeks",
  messageUs: "Message us",
  messageAnyway: "Message anyway",
  messageDepartment: "Message {department}",
  messageAgent: "Message {firstName}",
  otherDepartment: "Team",
  teamHeading: "Our team",
  saveContact: "Save contact",
  vcard: {
    team: "Team",
    alwaysOpen: "open any time",
    noHours: "no opening hours set",
    hours: "{ranges} ({timeZone})",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  },
};
