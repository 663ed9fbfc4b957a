import { randomBytes } from "node:crypto";
import { checkNewAgent } from "#core/agent-input";
import { MAX_AGENTS_PER_WORKSPACE } from "#core/team-link";
import type { WorkspaceActor } from "#core/workspace-roles";
import { countAgents, insertAgent } from "#db/queries/agents.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { type AgentDeps, type AgentFailure, type AgentView, agentView, nowOf } from "./agent-view.server";

export type CreateAgentResult = { ok: true; agent: AgentView } | AgentFailure;

/**
 * A new agent of the actor's workspace (editor and above; the caller checks the role),
 * unless it has MAX_AGENTS_PER_WORKSPACE already: counted and added under the workspace's
 * lock, so parallel requests cannot pass the cap. No link uses it yet, so no cache is told.
 */
export async function createAgent(
  deps: AgentDeps,
  actor: WorkspaceActor,
  input: unknown,
): Promise<CreateAgentResult> {
  const checked = checkNewAgent(input);
  if (!checked.ok) return checked;
  const id = `ag_${randomBytes(8).toString("hex")}`;
  const row = await withWorkspaceLocked(deps.db, actor.workspaceId, async (tx) => {
    if ((await countAgents(tx, actor.workspaceId)) >= MAX_AGENTS_PER_WORKSPACE) return null;
    return insertAgent(tx, { id, workspaceId: actor.workspaceId, ...checked.value });
  });
  if (row === null) return { ok: false, error: "too_many_agents" };
  return { ok: true, agent: agentView(row, nowOf(deps)) };
}
