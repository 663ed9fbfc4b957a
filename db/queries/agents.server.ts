import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { OpeningHours } from "#core/opening-hours";
import type { Db } from "../client.server";
import { agents, linkAgents, links } from "../schema";
import { LINK_CACHE_KEY } from "./link-cache-key.server";

/**
 * A workspace's agents (team links). Every query takes the workspace id and puts it in its
 * WHERE clause, so no one reads or changes another workspace's agent whatever id they send.
 * The caller has checked the role.
 */

export interface AgentRow {
  id: string;
  name: string;
  /** Digits, country code first. */
  phone: string;
  department: string | null;
  weight: number;
  active: boolean;
  hours: OpeningHours | null;
  createdAt: Date;
  updatedAt: Date;
}

const AGENT_COLUMNS = {
  id: agents.id,
  name: agents.name,
  phone: agents.phone,
  department: agents.department,
  weight: agents.weight,
  active: agents.active,
  hours: agents.hours,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
};

export type AgentValues = Pick<AgentRow, "name" | "phone" | "department" | "weight" | "active" | "hours">;

export async function countAgents(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insertAgent(
  db: Db,
  row: AgentValues & { id: string; workspaceId: string },
): Promise<AgentRow> {
  const [inserted] = await db.insert(agents).values(row).returning(AGENT_COLUMNS);
  if (inserted === undefined) throw new Error("insert returned no row");
  return inserted;
}

/** The workspace's agents, oldest first (the order they were added in). */
export async function listAgentRows(db: Db, workspaceId: string): Promise<AgentRow[]> {
  return db
    .select(AGENT_COLUMNS)
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(asc(agents.createdAt), asc(agents.id));
}

export async function findAgentRow(db: Db, workspaceId: string, id: string): Promise<AgentRow | null> {
  const [row] = await db
    .select(AGENT_COLUMNS)
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.workspaceId, workspaceId)));
  return row ?? null;
}

/** Which of these ids are agents of the workspace. */
export async function findAgentIds(
  db: Db,
  workspaceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), inArray(agents.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function updateAgentRow(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<AgentValues>,
): Promise<AgentRow | null> {
  const [row] = await db
    .update(agents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(agents.id, id), eq(agents.workspaceId, workspaceId)))
    .returning(AGENT_COLUMNS);
  return row ?? null;
}

/** Deletes the agent: its place in team links goes by cascade, a link's fallback to it becomes none. */
export async function deleteAgentRow(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(agents)
    .where(and(eq(agents.id, id), eq(agents.workspaceId, workspaceId)))
    .returning({ id: agents.id });
  return rows.length > 0;
}

export interface LinkUsingAgent {
  id: number;
  code: string;
  codeKey: string;
  /** How many agents the link has in all (this one included when it is one of them). */
  agentCount: number;
  /** Whether the agent is one of the link's agents (else only its fallback). */
  member: boolean;
}

/** Every link that routes to the agent: as one of its agents or as its fallback. */
export async function findLinksUsingAgent(db: Db, agentId: string): Promise<LinkUsingAgent[]> {
  const rows = await db
    .select({
      id: links.id,
      code: links.code,
      codeKey: LINK_CACHE_KEY,
      agentCount: sql<number>`(select count(*)::int from ${linkAgents} c where c.link_id = ${links.id})`,
      member: sql<boolean>`exists (select 1 from ${linkAgents} m
        where m.link_id = ${links.id} and m.agent_id = ${agentId})`,
    })
    .from(links)
    .where(
      or(
        eq(links.fallbackAgentId, agentId),
        sql`exists (select 1 from ${linkAgents} u where u.link_id = ${links.id} and u.agent_id = ${agentId})`,
      ),
    )
    .orderBy(asc(links.id));
  return rows.map((row) => ({ ...row, agentCount: Number(row.agentCount), member: Boolean(row.member) }));
}
