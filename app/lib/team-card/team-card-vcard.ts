import type { OpeningHours } from "#core/opening-hours";
import { TEAM_CARD } from "../../content/team-card";
import { formatMessage } from "../i18n/format-message";

const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export interface VcardInput {
  businessName: string;
  /** The short link (`PUBLIC_URL/<code>`). */
  url: string;
  departments: ReadonlyArray<{
    name: string | null;
    agents: ReadonlyArray<{ firstName: string; hours: OpeningHours | null }>;
  }>;
}

/**
 * The business as a vCard contact. Version 3.0 rather than 4.0: the contacts apps of phones
 * (iOS, Android's importer, Outlook) read 3.0 everywhere, while 4.0 is still refused or read
 * partly by some. No TEL, ever: agents' numbers are never public; the URL opens the chat.
 */
export function teamCardVcard(input: VcardInput): string {
  const name = escapeText(input.businessName);
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    // N is required in 3.0; an organisation's card leaves the person's name parts empty.
    "N:;;;;",
    `FN:${name}`,
    `ORG:${name}`,
    // Apple Contacts shows the card as a company rather than an unnamed person.
    "X-ABShowAs:COMPANY",
    `URL:${escapeText(input.url)}`,
    `NOTE:${escapeText(hoursNote(input))}`,
    "END:VCARD",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** "Sales: Anna (Mon–Fri 09:00–17:30 (Europe/London)); Ben (open any time)", one line a department. */
export function hoursNote(input: Pick<VcardInput, "departments">): string {
  const copy = TEAM_CARD.vcard;
  return input.departments
    .map((d) => {
      const agents = d.agents.map((a) => `${a.firstName} (${hoursSummary(a.hours)})`).join("; ");
      return `${d.name ?? copy.team}: ${agents}`;
    })
    .join("\n");
}

/** "Mon–Fri 09:00–17:30, Sat 10:00–14:00 (Europe/London)": days with the same ranges run together. */
export function hoursSummary(hours: OpeningHours | null): string {
  const copy = TEAM_CARD.vcard;
  if (hours === null) return copy.alwaysOpen;
  const weekly = hours.weekly as Partial<Record<(typeof WEEK)[number], ReadonlyArray<readonly string[]>>>;
  const dayRanges = WEEK.map((day) => (weekly[day] ?? []).map((r) => `${r[0]}–${r[1]}`).join(", "));
  const runs: string[] = [];
  for (let i = 0; i < 7; ) {
    let j = i;
    while (j + 1 < 7 && dayRanges[j + 1] === dayRanges[i]) j++;
    if (dayRanges[i] !== "") {
      const days = i === j ? copy.days[i] : `${copy.days[i]}–${copy.days[j]}`;
      runs.push(`${days} ${dayRanges[i]}`);
    }
    i = j + 1;
  }
  if (runs.length === 0) return copy.noHours;
  return formatMessage("en", copy.hours, { ranges: runs.join(", "), timeZone: hours.timeZone });
}

/** RFC 2426 text value: backslash, comma, semicolon and line breaks escaped. */
function escapeText(value: string): string {
  let out = "";
  for (const ch of value) {
    if (ch === "\\") out += "\\\\";
    else if (ch === ",") out += "\\,";
    else if (ch === ";") out += "\\;";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") continue;
    else out += ch;
  }
  return out;
}

/** Lines longer than 75 octets folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** An ASCII file name for Content-Disposition ("Café Rio" → "cafe-rio.vcf"), never empty. */
export function vcardFileName(businessName: string): string {
  const ascii = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  let start = 0;
  let end = ascii.length;
  while (start < end && ascii[start] === "-") start++;
  while (end > start && ascii[end - 1] === "-") end--;
  const base = ascii.slice(start, Math.min(end, start + 60));
  return `${base === "" ? "contact" : base}.vcf`;
}
