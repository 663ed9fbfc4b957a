import type { WorkspaceActor } from "#core/workspace-roles";
import { findAgentRow } from "#db/queries/agents.server";
import { type AgentDeps, type AgentFailure, type AgentView, agentView, nowOf } from "./agent-view.server";

/** One agent of the workspace; `agent_not_found` for any other id (another workspace's alike). */
export async function findAgent(
  deps: Pick<AgentDeps, "db" | "now">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true; agent: AgentView } | AgentFailure> {
  const row = await findAgentRow(deps.db, actor.workspaceId, input.id);
  if (row === null) return { ok: false, error: "agent_not_found" };
  return { ok: true, agent: agentView(row, nowOf(deps as AgentDeps)) };
}
