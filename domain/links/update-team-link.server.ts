import type { ApiErrorCode } from "#core/errors";
import {
  checkAgentIds,
  checkLinkMessage,
  mixesNumberAndTeam,
  PHONE_OR_AGENTS_MESSAGE,
  teamLinkChangeSchema,
  teamWireProblem,
} from "#core/team-link-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import { findAccountLink } from "#db/queries/account-links.server";
import { replaceLinkAgents, type TeamLinkChange, updateTeamLinkRow } from "#db/queries/team-links.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { enqueueLinkEvent } from "#domain/webhooks/link-events.server";
import type { CacheInvalidation } from "./link-cache-bus.server";
import { unknownAgents, unknownAgentsMessage } from "./store-team-link.server";

export type UpdateTeamLinkResult = { ok: true } | { ok: false; error: ApiErrorCode; message?: string };

export const NUMBER_LINK_HAS_NO_AGENTS =
  'This link goes to one number: change its "phone", or make a new link for a team of agents.';

/**
 * Changes a team link's agents (in order), rotation, fallback, message or qrRef; what is not
 * sent stays, and its code never changes. A one-number link is refused (`phone_or_agents`):
 * a link has one number or agents, never both. Checked and written under the workspace's
 * lock (as agents are deleted), then every instance's redirect cache drops the link.
 */
export async function updateTeamLink(
  deps: { db: Db; invalidateLinks: (message: CacheInvalidation) => Promise<void> },
  actor: WorkspaceActor,
  input: { linkId: number; changes: unknown },
): Promise<UpdateTeamLinkResult> {
  if (mixesNumberAndTeam(input.changes))
    return { ok: false, error: "phone_or_agents", message: PHONE_OR_AGENTS_MESSAGE };
  const parsed = teamLinkChangeSchema.safeParse(input.changes);
  if (!parsed.success) return teamWireProblem(parsed.error.issues[0]);
  const request = parsed.data;
  const agents = request.agents === undefined ? undefined : checkAgentIds(request.agents);
  if (agents !== undefined && !agents.ok) return agents;
  const change: TeamLinkChange = {};
  if (request.rotation !== undefined) change.rotation = request.rotation;
  if (request.fallbackAgent !== undefined) change.fallbackAgentId = request.fallbackAgent;
  if (request.qrRef !== undefined) change.qrRef = request.qrRef;
  if (request.message !== undefined) {
    const message = checkLinkMessage(request.message ?? "");
    if (!message.ok) return message;
    change.message = message.value ?? null;
  }
  const wanted = [...(agents?.value ?? []), ...(change.fallbackAgentId ? [change.fallbackAgentId] : [])];
  // Nothing sent: nothing written, so `updatedAt` and `updatedBy` keep meaning "last changed".
  if (agents === undefined && Object.keys(change).length === 0) {
    const link = await findAccountLink(deps.db, actor.workspaceId, input.linkId);
    if (link === null) return { ok: false, error: "not_found" };
    return link.rotation === null
      ? { ok: false, error: "phone_or_agents", message: NUMBER_LINK_HAS_NO_AGENTS }
      : { ok: true };
  }

  const outcome = await withWorkspaceLocked(deps.db, actor.workspaceId, async (tx) => {
    const unknown = await unknownAgents(tx, actor.workspaceId, wanted);
    if (unknown.length > 0)
      return { ok: false as const, error: "invalid_agents" as const, message: unknownAgentsMessage(unknown) };
    const updated = await updateTeamLinkRow(tx, actor.workspaceId, input.linkId, change, actor.accountId);
    if (updated === null) return { ok: false as const, error: "missing" as const };
    if (agents !== undefined) await replaceLinkAgents(tx, input.linkId, agents.value);
    return { ok: true as const, codeKey: updated.codeKey };
  });
  if (!outcome.ok) {
    if (outcome.error !== "missing") return outcome;
    const link = await findAccountLink(deps.db, actor.workspaceId, input.linkId);
    return link === null
      ? { ok: false, error: "not_found" }
      : { ok: false, error: "phone_or_agents", message: NUMBER_LINK_HAS_NO_AGENTS };
  }
  await deps.invalidateLinks({ kind: "link", codeKey: outcome.codeKey });
  await enqueueLinkEvent(deps.db, {
    type: "link.updated",
    workspaceId: actor.workspaceId,
    linkId: input.linkId,
  });
  return { ok: true };
}
