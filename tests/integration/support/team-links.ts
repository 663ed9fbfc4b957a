import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { OpeningHours } from "#core/opening-hours";
import type { TeamRotation } from "#core/team-link";
import type { Db } from "#db/client.server";
import { agents, linkAgents, links, workspaces } from "#db/schema";

/**
 * Team links made by writing their rows directly, as the agents API would store them: the
 * redirect's behaviour is what these tests check, not how the rows were made.
 */

export interface AgentSpec {
  name: string;
  phone: string;
  department?: string | null;
  weight?: number;
  active?: boolean;
  hours?: OpeningHours | null;
}

export interface TeamLinkSpec {
  rotation: TeamRotation;
  /** In the order the link lists them (not necessarily the order they were made in). */
  agents: string[];
  fallbackAgentId?: string | null;
  message?: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export async function newWorkspace(db: Db): Promise<string> {
  const id = `ws_${hex(8)}`;
  await db.insert(workspaces).values({ id, name: "Harbour Bakery" });
  return id;
}

export async function newAgent(db: Db, workspaceId: string, spec: AgentSpec): Promise<string> {
  const id = `ag_${hex(8)}`;
  await db.insert(agents).values({
    id,
    workspaceId,
    name: spec.name,
    phone: spec.phone,
    department: spec.department ?? null,
    weight: spec.weight ?? 1,
    active: spec.active ?? true,
    hours: spec.hours ?? null,
  });
  return id;
}

/** A team link with a fresh code; returns its code (also its code key: lower case) and id. */
export async function newTeamLink(
  db: Db,
  workspaceId: string,
  spec: TeamLinkSpec,
): Promise<{ code: string; id: number }> {
  const code = `team${hex(5)}`;
  const [row] = await db
    .insert(links)
    .values({
      code,
      codeKey: code,
      phone: null,
      message: spec.message ?? null,
      rotation: spec.rotation,
      fallbackAgentId: spec.fallbackAgentId ?? null,
      workspaceId,
    })
    .returning({ id: links.id });
  const id = Number(row?.id);
  await db
    .insert(linkAgents)
    .values(spec.agents.map((agentId, position) => ({ linkId: id, agentId, position })));
  return { code, id };
}

/** Changes agents' rows; the caller then invalidates the links that route to them, as an edit does. */
export async function updateAgent(db: Db, agentId: string, change: Partial<AgentSpec>): Promise<void> {
  await db
    .update(agents)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(agents.id, agentId));
}

/** The code keys of the links routing to these agents: what an agent's edit invalidates. */
export async function codeKeysRoutingTo(db: Db, agentIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ codeKey: links.codeKey })
    .from(linkAgents)
    .innerJoin(links, eq(links.id, linkAgents.linkId))
    .where(inArray(linkAgents.agentId, agentIds));
  return rows.map((r) => r.codeKey);
}

/** The digits a redirect sends to (`https://wa.me/<digits>?…`), or null when it is not one. */
export function waDigits(location: string | null): string | null {
  if (location === null || !location.startsWith("https://wa.me/")) return null;
  const rest = location.slice("https://wa.me/".length);
  const end = rest.indexOf("?");
  return end === -1 ? rest : rest.slice(0, end);
}

/** Hours that are closed at any moment: no opening on any day. */
export const NEVER_OPEN: OpeningHours = { timeZone: "UTC", weekly: {} };
