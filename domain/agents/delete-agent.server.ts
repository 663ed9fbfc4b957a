import type { WorkspaceActor } from "#core/workspace-roles";
import { deleteAgentRow, findAgentRow, findLinksUsingAgent } from "#db/queries/agents.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { type AgentDeps, type AgentFailure, invalidateCodes } from "./agent-view.server";

export type DeleteAgentResult = { ok: true } | (AgentFailure & { links?: string[] });

/** At most this many link codes are named in a refusal. */
const NAMED_LINKS = 10;

/**
 * Deletes an agent: it leaves every team link it was in, and a link falling back to it
 * falls back to nothing (the closed page). Refused (`agent_in_use`, naming the links) when
 * it is the only agent of a team link: that link would route nowhere; the owner gives it
 * another agent or deletes it first (docs/product.md "Team links"). Under the workspace's
 * lock, so a link being given its agents at the same moment cannot slip past the check.
 * Every link it was in is then dropped from every instance's redirect cache.
 */
export async function deleteAgent(
  deps: AgentDeps,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<DeleteAgentResult> {
  const outcome = await withWorkspaceLocked(deps.db, actor.workspaceId, async (tx) => {
    const row = await findAgentRow(tx, actor.workspaceId, input.id);
    if (row === null) return { ok: false as const, error: "agent_not_found" as const };
    const using = await findLinksUsingAgent(tx, row.id);
    const stranded = using.filter((link) => link.member && link.agentCount <= 1).map((link) => link.code);
    if (stranded.length > 0) return { ok: false as const, error: "agent_in_use" as const, links: stranded };
    await deleteAgentRow(tx, actor.workspaceId, row.id);
    return { ok: true as const, codeKeys: using.map((link) => link.codeKey) };
  });
  if (!outcome.ok) {
    if (outcome.error !== "agent_in_use") return outcome;
    const named = outcome.links.slice(0, NAMED_LINKS).map((code) => `/${code}`);
    const more = outcome.links.length > NAMED_LINKS ? ` and ${outcome.links.length - NAMED_LINKS} more` : "";
    return {
      ok: false,
      error: "agent_in_use",
      links: outcome.links,
      message: `This agent is the only one of ${named.join(", ")}${more}: give ${outcome.links.length === 1 ? "that link" : "those links"} another agent, or delete ${outcome.links.length === 1 ? "it" : "them"}, first.`,
    };
  }
  await invalidateCodes(deps, outcome.codeKeys);
  return { ok: true };
}
