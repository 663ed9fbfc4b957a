import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OpeningHours } from "#core/opening-hours";
import type { RoutedAgentRow } from "#db/queries/links.server";
import { agentForTurn, stepFor, type TeamAsk } from "./choose-agent.server";
import { isAgentOpen, type RoutedAgent, type TeamRoute, toResolvedLink } from "./resolved-link.server";
import { memoryTeamTurns } from "./team-turns.server";

/**
 * Opening hours stand-in: an agent whose hours' time zone is "closed" is closed; every call
 * is counted, so the memo can be checked. The real rules are core/opening-hours.ts's tests.
 */
const hoursCalls = vi.hoisted(() => ({ n: 0, until: Number.POSITIVE_INFINITY }));
vi.mock("#core/opening-hours", () => ({
  openStateAt: (hours: OpeningHours | null, _now: number) => {
    hoursCalls.n++;
    if (hours?.timeZone === "throws") throw new TypeError("unreadable hours");
    return { open: hours?.timeZone !== "closed", until: hoursCalls.until };
  },
}));

const CLOSED: OpeningHours = { timeZone: "closed", weekly: {} };
const NOW = Date.UTC(2026, 10, 26, 12);

function agent(n: number, extra: Partial<RoutedAgentRow> = {}): RoutedAgentRow {
  return {
    id: `ag_${String(n).padStart(16, "0")}`,
    name: `Agent ${n}`,
    phone: `4479111234${String(n).padStart(2, "0")}`,
    department: null,
    weight: 1,
    active: true,
    hours: null,
    ...extra,
  };
}

function team(
  rotation: TeamRoute["rotation"],
  agents: RoutedAgentRow[],
  fallback: RoutedAgentRow | null = null,
  message: string | null = null,
): TeamRoute {
  const link = toResolvedLink({ id: 7, phone: null, message, rotation, agents, fallback });
  if (link.team === null) throw new Error("not a team link");
  return link.team;
}

const ask = (extra: Partial<TeamAsk> = {}): TeamAsk => ({
  now: NOW,
  department: null,
  agentId: null,
  anyway: false,
  stickyId: null,
  ...extra,
});

/** One click as the redirect makes it: the step, then a turn from the counter when needed. */
function click(route: TeamRoute, turns = memoryTeamTurns(), extra: Partial<TeamAsk> = {}): string | null {
  const step = stepFor(route, ask(extra));
  if (step.kind === "closed") return null;
  if (step.kind === "agent") return step.agent.id;
  return agentForTurn(route, step.candidates, turns.next(7) as number).id;
}

function clicks(route: TeamRoute, n: number, extra: Partial<TeamAsk> = {}): string[] {
  const turns = memoryTeamTurns();
  return Array.from({ length: n }, () => click(route, turns, extra) ?? "closed");
}

function tally(ids: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
}

beforeEach(() => {
  hoursCalls.n = 0;
  hoursCalls.until = Number.POSITIVE_INFINITY;
});

describe("round robin", () => {
  it("visits three open agents in the listed order, exactly n/3 each over n clicks", () => {
    const [a, b, c] = [agent(3), agent(1), agent(2)];
    const route = team("round_robin", [a, b, c]);
    const seen = clicks(route, 300);
    expect(seen.slice(0, 6)).toEqual([a.id, b.id, c.id, a.id, b.id, c.id]);
    expect(tally(seen)).toEqual({ [a.id]: 100, [b.id]: 100, [c.id]: 100 });
    for (let i = 0; i < seen.length; i++) expect(seen[i]).toBe([a, b, c][i % 3]?.id);
  });

  it("skips a paused agent and a closed one, keeping the order of the rest", () => {
    const [a, b, c, d] = [agent(1), agent(2, { active: false }), agent(3, { hours: CLOSED }), agent(4)];
    const seen = clicks(team("round_robin", [a, b, c, d]), 10);
    expect(seen).toEqual([a.id, d.id, a.id, d.id, a.id, d.id, a.id, d.id, a.id, d.id]);
  });

  it("sends every click to the only open agent without taking turns", () => {
    const [a, b] = [agent(1), agent(2, { hours: CLOSED })];
    expect(clicks(team("round_robin", [a, b]), 5)).toEqual(Array(5).fill(a.id));
  });
});

describe("weighted", () => {
  it("spreads 10,000 clicks 5:3:1 within one click of the exact shares", () => {
    const [a, b, c] = [agent(1, { weight: 5 }), agent(2, { weight: 3 }), agent(3, { weight: 1 })];
    const counts = tally(clicks(team("weighted", [a, b, c]), 10_000));
    // The cycle of 9 turns gives exact shares; 10,000 = 1,111 cycles + 1 click.
    expect(Math.abs((counts[a.id] ?? 0) - (10_000 * 5) / 9)).toBeLessThanOrEqual(1);
    expect(Math.abs((counts[b.id] ?? 0) - (10_000 * 3) / 9)).toBeLessThanOrEqual(1);
    expect(Math.abs((counts[c.id] ?? 0) - (10_000 * 1) / 9)).toBeLessThanOrEqual(1);
  });

  it("is smooth: no agent gets more than ceil(w/total·k)+1 of any k consecutive clicks", () => {
    const weights = [5, 3, 1];
    const agents = weights.map((weight, i) => agent(i + 1, { weight }));
    const seen = clicks(team("weighted", agents), 10_000);
    const total = 9;
    for (let k = 1; k <= 2 * total; k++) {
      for (let start = 0; start + k <= 200; start++) {
        const window = tally(seen.slice(start, start + k));
        agents.forEach((a, i) => {
          const most = Math.ceil(((weights[i] as number) / total) * k) + 1;
          expect(window[a.id] ?? 0, `${a.id} in clicks ${start}..${start + k}`).toBeLessThanOrEqual(most);
        });
      }
    }
  });

  it("shares among the open agents by their weights when one closes", () => {
    const agents = [agent(1, { weight: 2 }), agent(2, { weight: 5, active: false }), agent(3, { weight: 1 })];
    const counts = tally(clicks(team("weighted", agents), 300));
    expect(counts).toEqual({ [agents[0]?.id as string]: 200, [agents[2]?.id as string]: 100 });
  });
});

describe("sticky", () => {
  const [a, b, c] = [agent(1), agent(2), agent(3)];

  it("keeps the cookie's agent while it is open", () => {
    const route = team("sticky", [a, b, c]);
    const turns = memoryTeamTurns();
    for (let i = 0; i < 10; i++) expect(click(route, turns, { stickyId: b.id })).toBe(b.id);
  });

  it("takes turns for a visitor without a cookie", () => {
    expect(clicks(team("sticky", [a, b, c]), 4)).toEqual([a.id, b.id, c.id, a.id]);
  });

  it("lets go when the cookie's agent closes, is paused or leaves the team", () => {
    for (const route of [
      team("sticky", [a, { ...b, hours: CLOSED }, c]),
      team("sticky", [a, { ...b, active: false }, c]),
      team("sticky", [a, c]),
    ]) {
      const seen = clicks(route, 6, { stickyId: b.id });
      expect(seen).not.toContain(b.id);
      expect(new Set(seen)).toEqual(new Set([a.id, c.id]));
    }
  });

  it("ignores a cookie naming an agent outside the chosen department", () => {
    const route = team("sticky", [agent(1, { department: "Sales" }), agent(2, { department: "Support" })]);
    expect(click(route, memoryTeamTurns(), { stickyId: agent(1).id, department: "support" })).toBe(
      agent(2).id,
    );
  });
});

describe("department", () => {
  const sales = [agent(1, { department: "Sales" }), agent(2, { department: " sales " })];
  const support = agent(3, { department: "Support" });
  const route = team("round_robin", [...sales, support]);

  it("chooses only within the department, whatever its case and spaces", () => {
    expect(clicks(route, 4, { department: "SALES" })).toEqual([
      sales[0]?.id,
      sales[1]?.id,
      sales[0]?.id,
      sales[1]?.id,
    ]);
    expect(clicks(route, 3, { department: "Support" })).toEqual(Array(3).fill(support.id));
  });

  it("routes an unknown department to the whole team", () => {
    expect(clicks(route, 3, { department: "Billing" })).toEqual([sales[0]?.id, sales[1]?.id, support.id]);
  });

  it("falls back when the department's agents are all closed, rather than leaving it", () => {
    const closed = team(
      "round_robin",
      [agent(1, { department: "Sales", hours: CLOSED }), support],
      agent(9, { department: "Night" }),
    );
    expect(click(closed, memoryTeamTurns(), { department: "sales" })).toBe(agent(9).id);
  });
});

describe("nobody open", () => {
  const closedTeam = [agent(1, { hours: CLOSED }), agent(2, { active: false })];

  it("sends to the fallback agent, whatever its hours", () => {
    const fallback = agent(9, { hours: CLOSED });
    const route = team("round_robin", closedTeam, fallback);
    expect(stepFor(route, ask())).toMatchObject({ kind: "agent", agent: { id: fallback.id, index: -1 } });
  });

  it("uses a team member as the fallback without copying it", () => {
    const route = team("round_robin", [...closedTeam, agent(3, { hours: CLOSED })], agent(3));
    const step = stepFor(route, ask());
    expect(step.kind === "agent" && step.agent).toBe(route.agents[2]);
  });

  it("is closed when there is no fallback, or the fallback is paused", () => {
    expect(stepFor(team("round_robin", closedTeam), ask())).toEqual({ kind: "closed" });
    expect(stepFor(team("weighted", closedTeam, agent(9, { active: false })), ask())).toEqual({
      kind: "closed",
    });
    expect(stepFor(team("sticky", []), ask())).toEqual({ kind: "closed" });
  });
});

describe("?agent= and ?anyway=1", () => {
  const [a, b] = [agent(1, { hours: CLOSED }), agent(2)];

  it("sends ?agent= to that agent when active, whatever its hours", () => {
    expect(click(team("round_robin", [a, b]), memoryTeamTurns(), { agentId: a.id })).toBe(a.id);
  });

  it("ignores ?agent= for a paused agent or one outside the team", () => {
    const route = team("round_robin", [{ ...a, active: false }, b]);
    expect(click(route, memoryTeamTurns(), { agentId: a.id })).toBe(b.id);
    expect(click(route, memoryTeamTurns(), { agentId: agent(8).id })).toBe(b.id);
  });

  it("takes ?anyway=1 to any active agent, open or not, and never to a paused one", () => {
    const route = team("round_robin", [a, { ...b, hours: CLOSED }, agent(3, { active: false })]);
    expect(stepFor(route, ask())).toEqual({ kind: "closed" });
    expect(clicks(route, 4, { anyway: true })).toEqual([a.id, b.id, a.id, b.id]);
  });
});

describe("isAgentOpen", () => {
  it("asks the hours once and remembers the answer until it can change", () => {
    hoursCalls.until = NOW + 60_000;
    const route: RoutedAgent = team("round_robin", [agent(1, { hours: CLOSED })]).agents[0] as RoutedAgent;
    expect(isAgentOpen(route, NOW)).toBe(false);
    expect(isAgentOpen(route, NOW + 59_999)).toBe(false);
    expect(hoursCalls.n).toBe(1);
    expect(isAgentOpen(route, NOW + 60_000)).toBe(false);
    expect(hoursCalls.n).toBe(2);
  });

  it("reads hours it cannot evaluate as always open, asking again a minute later", () => {
    const route = team("round_robin", [agent(1, { hours: { timeZone: "throws", weekly: {} } })]);
    const only = route.agents[0] as RoutedAgent;
    expect(isAgentOpen(only, NOW)).toBe(true);
    expect(isAgentOpen(only, NOW + 59_000)).toBe(true);
    expect(hoursCalls.n).toBe(1);
    isAgentOpen(only, NOW + 60_000);
    expect(hoursCalls.n).toBe(2);
  });

  it("costs a team link's click no hours evaluation once remembered", () => {
    const route = team("round_robin", [agent(1), agent(2), agent(3)]);
    clicks(route, 100);
    expect(hoursCalls.n).toBe(3);
  });
});
