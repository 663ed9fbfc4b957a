import type { AppLoadContext } from "react-router";
import type { WorkspaceActor } from "#core/workspace-roles";
import { listAgents } from "#domain/agents/list-agents.server";
import type { PickableAgent } from "../../components/dashboard/team-fields";

/** The workspace's agents for a link form's team choice, in the Agents page's order. */
export async function pickableAgents(
  context: AppLoadContext,
  actor: WorkspaceActor,
): Promise<PickableAgent[]> {
  const { agents } = await listAgents({ db: context.db }, actor);
  return agents.map(({ id, name, department, active, openNow }) => ({
    id,
    name,
    department,
    active,
    openNow,
  }));
}
