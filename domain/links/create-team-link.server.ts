import { codeKey } from "#core/alias";
import type { ApiErrorCode } from "#core/errors";
import {
  checkTeamLinkRequest,
  mixesNumberAndTeam,
  PHONE_OR_AGENTS_MESSAGE,
  type TeamLinkInput,
} from "#core/team-link-input";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import type { CacheInvalidation } from "./link-cache-bus.server";
import { storeTeamLink } from "./store-team-link.server";

type Refusal = { ok: false; error: ApiErrorCode; message?: string };

/**
 * Why a team-link request is refused before anything else: it also names a number (a link
 * has one or the other, never both), or it is made signed out (team links need a workspace,
 * whose agents they route to). Null when it may go on.
 */
export function refuseTeamLink(input: unknown, signedOut: boolean): Refusal | null {
  if (mixesNumberAndTeam(input))
    return { ok: false, error: "phone_or_agents", message: PHONE_OR_AGENTS_MESSAGE };
  if (signedOut) return { ok: false, error: "team_link_needs_workspace" };
  return null;
}

/** createLink's team branch, after the allowance: checks → store (one transaction) → the bus. */
export async function createTeamLink(
  deps: { db: Db; invalidateLinks: (message: CacheInvalidation) => Promise<void> },
  actor: WorkspaceActor,
  input: unknown,
  /** The workspace's verified custom domain it is served on; null: the main host. */
  domainId: string | null = null,
): Promise<{ ok: true; id: number; code: string; team: TeamLinkInput } | Refusal> {
  const checked = checkTeamLinkRequest(input, { customDomain: domainId !== null });
  if (!checked.ok) return checked;
  const stored = await storeTeamLink(deps.db, actor, checked.value, domainId);
  if (!stored.ok) return stored;
  const key = codeKey(stored.code);
  await deps.invalidateLinks({ kind: "link", codeKey: domainId === null ? key : `${domainId}/${key}` });
  return { ok: true, id: stored.id, code: stored.code, team: checked.value };
}
