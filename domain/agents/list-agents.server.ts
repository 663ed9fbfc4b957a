import type { WorkspaceActor } from "#core/workspace-roles";
import { listAgentRows } from "#db/queries/agents.server";
import { type AgentDeps, type AgentView, agentView, nowOf } from "./agent-view.server";

/** The workspace's agents, oldest first (any member may read them; at most MAX_AGENTS_PER_WORKSPACE). */
export async function listAgents(
  deps: Pick<AgentDeps, "db" | "now">,
  actor: WorkspaceActor,
): Promise<{ ok: true; agents: AgentView[] }> {
  const now = nowOf(deps as AgentDeps);
  const rows = await listAgentRows(deps.db, actor.workspaceId);
  return { ok: true, agents: rows.map((row) => agentView(row, now)) };
}
