import { departmentKey, smoothWeightedCycle } from "#core/team-link";
import { isAgentOpen, type RoutedAgent, type TeamRoute } from "./resolved-link.server";

/** What the visitor's request asks of a team link (all optional, read from the query and cookie). */
export interface TeamAsk {
  now: number;
  /** `?department=`: choose only within it (ignored when no agent of the team has it). */
  department: string | null;
  /** `?agent=<id>` from the contact card: that agent, if active, whatever the hours. */
  agentId: string | null;
  /** `?anyway=1` from the closed page: any active agent, whatever the hours. */
  anyway: boolean;
  /** The sticky cookie's agent id. */
  stickyId: string | null;
}

/**
 * The first step of a choice, in memory: an agent already (sticky, asked for, the only one
 * open, the fallback), the candidates that need a turn number, or nobody (the closed page).
 */
export type TeamStep =
  | { kind: "agent"; agent: RoutedAgent }
  | { kind: "turn"; candidates: RoutedAgent[] }
  | { kind: "closed" };

export function stepFor(team: TeamRoute, ask: TeamAsk): TeamStep {
  if (ask.agentId !== null) {
    const asked = team.agents.find((a) => a.id === ask.agentId && a.active);
    if (asked !== undefined) return { kind: "agent", agent: asked };
  }
  const inDepartment = departmentFilter(team, ask.department);
  const candidates: RoutedAgent[] = [];
  for (const agent of team.agents) {
    if (!agent.active || !inDepartment(agent)) continue;
    if (ask.anyway || isAgentOpen(agent, ask.now)) candidates.push(agent);
  }
  if (candidates.length === 0) {
    const fallback = team.fallback;
    if (fallback?.active) return { kind: "agent", agent: fallback };
    return { kind: "closed" };
  }
  if (team.rotation === "sticky" && ask.stickyId !== null) {
    const kept = candidates.find((a) => a.id === ask.stickyId);
    if (kept !== undefined) return { kind: "agent", agent: kept };
  }
  if (candidates.length === 1) return { kind: "agent", agent: candidates[0] as RoutedAgent };
  return { kind: "turn", candidates };
}

/**
 * The agent for turn number `turn` (a counter per link, shared by instances through Redis):
 * `round_robin` and `sticky` (for a new visitor) visit the candidates in order; `weighted`
 * walks a smooth weighted cycle of them.
 */
export function agentForTurn(team: TeamRoute, candidates: RoutedAgent[], turn: number): RoutedAgent {
  if (team.rotation !== "weighted") return candidates[turn % candidates.length] as RoutedAgent;
  const cycle = cycleFor(team, candidates);
  return candidates[cycle[turn % cycle.length] as number] as RoutedAgent;
}

function cycleFor(team: TeamRoute, candidates: RoutedAgent[]): number[] {
  let mask = 0;
  for (const agent of candidates) mask |= 1 << agent.index;
  let cycle = team.cycles.get(mask);
  if (cycle === undefined) {
    cycle = smoothWeightedCycle(candidates.map((a) => a.weight));
    // Sets change only when agents open, close or pause: a handful a day. The bound is a guard.
    if (team.cycles.size >= 64) team.cycles.clear();
    team.cycles.set(mask, cycle);
  }
  return cycle;
}

function departmentFilter(team: TeamRoute, department: string | null): (agent: RoutedAgent) => boolean {
  if (department === null) return () => true;
  const key = departmentKey(department);
  // An unknown department (a typo on a flyer) routes to the whole team rather than to nobody.
  if (!team.agents.some((a) => a.departmentKey === key)) return () => true;
  return (agent) => agent.departmentKey === key;
}
