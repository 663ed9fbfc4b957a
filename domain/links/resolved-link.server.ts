import { type OpeningHours, openStateAt } from "#core/opening-hours";
import {
  departmentKey,
  fillMessage,
  hasMessageVariables,
  MAX_AGENTS_PER_LINK,
  type TeamRotation,
} from "#core/team-link";
import { buildWhatsAppUrl } from "#core/whatsapp-url";
import type { ActiveLinkRow, RoutedAgentRow } from "#db/queries/links.server";

/**
 * What the redirect keeps in memory for one link: everything it needs to choose a
 * destination without asking the database (docs/decisions/0146).
 */
export interface ResolvedLink {
  linkId: number;
  /** The code as created ("" when unknown), carried to click events off the redirect path. */
  code: string;
  /** The link's workspace; null for one made on the public generator. */
  workspaceId: string | null;
  /** The wa.me address when every click gets the same one; null when it is decided per click. */
  location: string | null;
  /**
   * A one-number link's digits, kept only while the message holds a variable (the address is
   * then built per click); null otherwise: `location` or the agents' say it all, and ~60 bytes
   * a cached link are saved over 100,000 links.
   */
  phone: string | null;
  /** The message as stored, kept only when it holds {agent}, {department} or {ref}; else null. */
  message: string | null;
  /** Whether `message` holds a variable (filled per click). */
  templated: boolean;
  team: TeamRoute | null;
  /** Rough memory held, for the cache's byte bound. */
  bytes: number;
}

export interface TeamRoute {
  rotation: TeamRotation;
  /** In the order the owner listed them. */
  agents: RoutedAgent[];
  /** For when none of `agents` is open (only if active). */
  fallback: RoutedAgent | null;
  /** Smooth weighted cycles per candidate set (a set is a bit mask over `agents`), at most 64 kept. */
  cycles: Map<number, number[]>;
}

export interface RoutedAgent {
  id: string;
  name: string;
  phone: string;
  department: string | null;
  departmentKey: string | null;
  weight: number;
  active: boolean;
  hours: OpeningHours | null;
  /** Its index in the team's `agents` (-1 for a fallback outside the team). */
  index: number;
  /** The wa.me address for a message without variables, built once. */
  location: string | null;
  /** openStateAt, remembered until it can change: hours are evaluated without a database read. */
  openMemo: { open: boolean; until: number } | null;
}

/** Hours that cannot be read (a row written around the API) are asked again after this long. */
const UNREADABLE_HOURS_RETRY_MS = 60_000;

export function isAgentOpen(agent: RoutedAgent, now: number): boolean {
  let memo = agent.openMemo;
  if (memo === null || now >= memo.until) {
    try {
      memo = openStateAt(agent.hours, now);
    } catch {
      // Read as no hours (always open) rather than fail the click: the API only stores valid hours.
      memo = { open: true, until: now + UNREADABLE_HOURS_RETRY_MS };
    }
    agent.openMemo = memo;
  }
  return memo.open;
}

export function toResolvedLink(row: ActiveLinkRow): ResolvedLink {
  const templated = hasMessageVariables(row.message);
  // Kept only when filled per click; otherwise the wa.me addresses already hold it.
  const message = templated ? row.message : null;
  const rotation = row.rotation ?? null;
  if (rotation === null || row.phone !== null) {
    const phone = row.phone ?? "";
    const location = templated ? null : buildWhatsAppUrl(destination(phone, row.message));
    const kept = templated ? phone : null;
    return {
      linkId: row.id,
      code: row.code ?? "",
      workspaceId: row.workspaceId ?? null,
      location,
      phone: kept,
      message,
      templated,
      team: null,
      bytes: 2 * textLength(location, kept, message, row.code) + 40,
    };
  }
  // The bound the API enforces, kept here too: an agent's index is a bit in a 32-bit candidate mask.
  const agents = (row.agents ?? [])
    .slice(0, MAX_AGENTS_PER_LINK)
    .map((a, i) => routedAgent(a, i, row.message, templated));
  const fallbackRow = row.fallback ?? null;
  const fallback =
    fallbackRow === null
      ? null
      : (agents.find((a) => a.id === fallbackRow.id) ?? routedAgent(fallbackRow, -1, row.message, templated));
  return {
    linkId: row.id,
    code: row.code ?? "",
    workspaceId: row.workspaceId ?? null,
    location: null,
    phone: null,
    message,
    templated,
    team: { rotation, agents, fallback, cycles: new Map() },
    bytes: 2 * textLength(message, row.code) + 40 + 400 * (agents.length + 1),
  };
}

function routedAgent(
  row: RoutedAgentRow,
  index: number,
  message: string | null,
  templated: boolean,
): RoutedAgent {
  return {
    ...row,
    departmentKey: row.department === null ? null : departmentKey(row.department),
    index,
    location: templated ? null : buildWhatsAppUrl(destination(row.phone, message)),
    openMemo: null,
  };
}

/** Characters in the strings a cached link keeps (the cache's byte estimate: two bytes each). */
function textLength(...texts: Array<string | null | undefined>): number {
  let length = 0;
  for (const text of texts) length += text?.length ?? 0;
  return length;
}

function destination(phone: string, message: string | null): { phone: string; message?: string } {
  return message === null ? { phone } : { phone, message };
}

/** The wa.me address of one click whose message holds variables: filled, then percent-encoded whole. */
export function filledLocation(
  phone: string,
  message: string | null,
  agent: RoutedAgent | null,
  ref: string | null,
): string {
  const filled =
    message === null
      ? null
      : fillMessage(message, { agent: agent?.name ?? null, department: agent?.department ?? null, ref });
  return buildWhatsAppUrl(destination(phone, filled));
}
