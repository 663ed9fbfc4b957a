import { sql } from "drizzle-orm";
import type { OpeningHours } from "#core/opening-hours";
import { MAX_AGENTS_PER_LINK } from "#core/team-link";
import type { Db } from "../client.server";
import { onHost } from "./link-cache-key.server";

/** An agent as the public contact card may know it: never its number. */
export interface CardAgentRow {
  id: string;
  name: string;
  department: string | null;
  active: boolean;
  hours: OpeningHours | null;
}

export interface TeamCardRow {
  code: string;
  businessName: string;
  /** Whether the link has an active fallback agent (it answers when nobody of the team is open). */
  fallbackActive: boolean;
  /** In the owner's order, at most MAX_AGENTS_PER_LINK. */
  agents: CardAgentRow[];
}

/**
 * A team link's public card, in one statement: only links the redirect would serve (the same
 * visibility rules as `findResolvableLinks`: active, creator and owners not banned), only team
 * links, and the agents' columns without `phone`, so a number cannot reach the page by mistake.
 */
export async function findTeamCard(
  db: Db,
  codeKey: string,
  /** A verified custom domain's id; null: the main host. */
  domainId: string | null = null,
): Promise<TeamCardRow | null> {
  const result = await db.execute(sql`
    select l.code, w.name as business_name,
      coalesce((select f.active from agents f where f.id = l.fallback_agent_id), false) as fallback_active,
      (select json_agg(json_build_object('id', a.id, 'name', a.name, 'department', a.department,
          'active', a.active, 'hours', a.hours) order by la.position)
        from (select * from link_agents where link_id = l.id order by position limit ${MAX_AGENTS_PER_LINK}) la
        join agents a on a.id = la.agent_id) as agents
    from links l join workspaces w on w.id = l.workspace_id
    where l.code_key = ${codeKey}::text and ${onHost(domainId)}
      and l.rotation is not null
      and l.status = 'active'
      and not exists (select 1 from banned_creators b where b.fingerprint = l.creator_fingerprint)
      and not exists (select 1 from accounts c where c.id = l.created_by and c.banned_at is not null)
      and not exists (
        select 1 from workspace_members m join accounts o on o.id = m.account_id
        where m.workspace_id = l.workspace_id and m.role = 'owner' and o.banned_at is not null)`);
  const [row] = (
    result as unknown as {
      rows: Array<{
        code: string;
        business_name: string;
        fallback_active: boolean;
        agents: CardAgentRow[] | string | null;
      }>;
    }
  ).rows;
  if (row === undefined) return null;
  const agents = typeof row.agents === "string" ? (JSON.parse(row.agents) as CardAgentRow[]) : row.agents;
  return {
    code: row.code,
    businessName: row.business_name,
    fallbackActive: row.fallback_active === true,
    agents: agents ?? [],
  };
}
