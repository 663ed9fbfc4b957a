import { checkAgentChange } from "#core/agent-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import { findAgentRow, findLinksUsingAgent, updateAgentRow } from "#db/queries/agents.server";
import {
  type AgentDeps,
  type AgentFailure,
  type AgentView,
  agentView,
  invalidateCodes,
  nowOf,
} from "./agent-view.server";

export type UpdateAgentResult = { ok: true; agent: AgentView } | AgentFailure;

/**
 * Changes what is sent of an agent (name, number, department, weight, paused or not, hours);
 * the rest stays. Every link routing to it (as an agent or as the fallback) is then dropped
 * from every instance's redirect cache, so the very next click obeys the change.
 */
export async function updateAgent(
  deps: AgentDeps,
  actor: WorkspaceActor,
  input: { id: string; changes: unknown },
): Promise<UpdateAgentResult> {
  const checked = checkAgentChange(input.changes);
  if (!checked.ok) return checked;
  const changes = checked.value;
  const row =
    Object.keys(changes).length === 0
      ? await findAgentRow(deps.db, actor.workspaceId, input.id)
      : await updateAgentRow(deps.db, actor.workspaceId, input.id, changes);
  if (row === null) return { ok: false, error: "agent_not_found" };
  if (Object.keys(changes).length > 0) {
    const using = await findLinksUsingAgent(deps.db, row.id);
    await invalidateCodes(
      deps,
      using.map((link) => link.codeKey),
    );
  }
  return { ok: true, agent: agentView(row, nowOf(deps)) };
}
