import { codeKey } from "#core/alias";
import type { TeamLinkInput } from "#core/team-link-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { isUniqueViolation } from "#db/errors.server";
import { findAgentIds } from "#db/queries/agents.server";
import { insertTeamLink } from "#db/queries/team-links.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { generateCode } from "./generate-code.server";

export type StoreTeamLinkResult =
  | { ok: true; id: number; code: string }
  | { ok: false; error: "alias_taken" | "invalid_agents"; message?: string };

const GENERATED_CODE_ATTEMPTS = 8;

/** The ids among these that are not agents of the workspace, named for the error message. */
export async function unknownAgents(db: Db, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const known = await findAgentIds(db, workspaceId, ids);
  return ids.filter((id) => !known.has(id));
}

export function unknownAgentsMessage(ids: readonly string[]): string {
  const named = ids
    .slice(0, 3)
    .map((id) => `"${id.slice(0, 40)}"`)
    .join(", ");
  return `No agent ${named} in this workspace: send the ids GET /api/v1/agents lists.`;
}

/**
 * Stores a checked team link of the actor's workspace: the link (no number, its rotation,
 * fallback and qrRef) and its agents in order, in one transaction under the workspace's lock,
 * so an agent deleted at the same moment cannot leave it pointing nowhere. Every agent (and
 * the fallback) must be the workspace's; `domainId`, a verified domain of it (or null: the main host).
 */
export async function storeTeamLink(
  db: Db,
  actor: WorkspaceActor,
  input: TeamLinkInput,
  domainId: string | null = null,
): Promise<StoreTeamLinkResult> {
  const wanted = input.fallbackAgent === null ? input.agents : [...input.agents, input.fallbackAgent];
  const row = {
    message: input.message ?? null,
    rotation: input.rotation,
    fallbackAgentId: input.fallbackAgent,
    qrRef: input.qrRef,
    workspaceId: actor.workspaceId,
    createdBy: actor.accountId,
    domainId,
  };
  for (let attempt = 1; ; attempt++) {
    const code = input.alias ?? generateCode();
    try {
      return await withWorkspaceLocked(db, actor.workspaceId, async (tx): Promise<StoreTeamLinkResult> => {
        const unknown = await unknownAgents(tx, actor.workspaceId, wanted);
        if (unknown.length > 0)
          return { ok: false, error: "invalid_agents", message: unknownAgentsMessage(unknown) };
        const link = await insertTeamLink(tx, { ...row, code, codeKey: codeKey(code) }, input.agents);
        return { ok: true, id: link.id, code: link.code };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (input.alias !== undefined) return { ok: false, error: "alias_taken" };
      if (attempt >= GENERATED_CODE_ATTEMPTS) throw err;
    }
  }
}
