import { codeKey, looksLikeCode } from "#core/alias";
import { nextOpening, type OpeningHours, openStateAt } from "#core/opening-hours";
import { isReservedWord } from "#core/reserved-words";
import { departmentKey, firstName, MAX_AGENTS_PER_LINK } from "#core/team-link";
import type { Db } from "#db/client.server";
import { type CardAgentRow, findTeamCard } from "#db/queries/team-card.server";

/** When someone opens next, with the zone of their hours (the page names it before the browser reformats). */
export interface Opening {
  at: number;
  timeZone: string;
}

/** An agent as the public card shows it: first name only, never a number. */
export interface CardAgent {
  id: string;
  firstName: string;
  open: boolean;
  /** When closed: the next opening within two weeks, or null. Null when open. */
  opens: Opening | null;
  /** The hours as stored (null: always open), for the vCard's summary. */
  hours: OpeningHours | null;
}

export interface CardDepartment {
  /** As the first agent of the group spells it; null for agents without a department. */
  name: string | null;
  open: boolean;
  agents: CardAgent[];
}

export interface TeamCard {
  code: string;
  businessName: string;
  /** Someone of the team is open now. */
  openNow: boolean;
  /** Nobody is open and no fallback agent answers: `/<code>` shows the closed page. */
  closed: boolean;
  /** Any active agent (else "Message anyway" would lead back here). */
  reachable: boolean;
  /** The team's next opening when nobody is open (the earliest agent's), or null. */
  opens: Opening | null;
  /** Departments in the order their first agent is listed; the group without a department last. */
  departments: CardDepartment[];
}

/**
 * The public contact card of a team link by code: null when the code is not a team link the
 * redirect would serve (unknown, removed, one-number, banned owner). Paused agents are left
 * out (their button could not reach them); open state is worked out at `now`.
 */
export async function readTeamCard(
  db: Db,
  code: string,
  now: number,
  /** A verified custom domain's id: its link of this code; null: the main host's. */
  domainId: string | null = null,
): Promise<TeamCard | null> {
  if (!looksLikeCode(code, { customDomain: domainId !== null }) || isReservedWord(code)) return null;
  const row = await findTeamCard(db, codeKey(code), domainId);
  if (row === null) return null;
  const active = row.agents.slice(0, MAX_AGENTS_PER_LINK).filter((a) => a.active);
  const agents = active.map((a) => cardAgent(a, now));
  const groups = new Map<string, CardDepartment>();
  active.forEach((a, i) => {
    const agent = agents[i] as CardAgent;
    const department = a.department?.trim() || null;
    const key = department === null ? "" : departmentKey(department);
    let group = groups.get(key);
    if (group === undefined) {
      group = { name: department, open: false, agents: [] };
      groups.set(key, group);
    }
    group.agents.push(agent);
    group.open ||= agent.open;
  });
  const departments = [...groups.values()].sort((a, b) => Number(a.name === null) - Number(b.name === null));
  const openNow = agents.some((a) => a.open);
  let opens: Opening | null = null;
  if (!openNow)
    for (const agent of agents)
      if (agent.opens !== null && (opens === null || agent.opens.at < opens.at)) opens = agent.opens;
  return {
    code: row.code,
    businessName: row.businessName,
    openNow,
    closed: !openNow && !row.fallbackActive,
    reachable: agents.length > 0,
    opens,
    departments,
  };
}

function cardAgent(row: CardAgentRow, now: number): CardAgent {
  const open = openStateAt(row.hours, now).open;
  const at = open || row.hours === null ? null : nextOpening(row.hours, now);
  return {
    id: row.id,
    firstName: firstName(row.name),
    open,
    opens: at === null || row.hours === null ? null : { at, timeZone: row.hours.timeZone },
    hours: row.hours,
  };
}
