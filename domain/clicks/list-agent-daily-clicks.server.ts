import { bucketStarts, type DateRange } from "#core/analytics-range";
import type { Db } from "#db/client.server";
import { agentClicksByDay } from "#db/queries/analytics.server";
import { agentNames } from "./agent-names.server";
import { byClicks } from "./read-link-analytics.server";

export interface AgentDailyClicks {
  /** Every UTC day of the range (YYYY-MM-DD), quiet ones included. */
  days: string[];
  /** Agents with any human click in the range, most first; `perDay` follows `days`. */
  agents: Array<{ id: string; name: string; clicks: number; perDay: number[] }>;
}

/**
 * "Who got how many chats per day": a team link's human clicks per agent and UTC day of
 * the range, from the hourly agent rollups summed by day. Empty agents for a one-number link.
 */
export async function listAgentDailyClicks(
  db: Db,
  linkId: number,
  range: DateRange,
): Promise<AgentDailyClicks> {
  const days = bucketStarts({ ...range, bucket: "day" }).map((start) => start.toISOString().slice(0, 10));
  const rows = await agentClicksByDay(db, linkId, range.hours);
  const index = new Map(days.map((day, i) => [day, i]));
  const byAgent = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.day.toISOString().slice(0, 10));
    if (i === undefined) continue;
    let perDay = byAgent.get(row.agent);
    if (perDay === undefined) {
      perDay = days.map(() => 0);
      byAgent.set(row.agent, perDay);
    }
    perDay[i] = (perDay[i] ?? 0) + row.clicks;
  }
  const names = byAgent.size === 0 ? new Map<string, string>() : await agentNames(db, linkId, byAgent.keys());
  const agents = [...byAgent]
    .map(([id, perDay]) => ({
      id,
      name: names.get(id) ?? id,
      clicks: perDay.reduce((sum, n) => sum + n, 0),
      perDay,
    }))
    .sort(
      byClicks(
        (a) => a.id,
        (a) => a.name,
      ),
    );
  return { days, agents };
}
