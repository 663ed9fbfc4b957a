import type { WorkspaceActor } from "#core/workspace-roles";
import { setDefaultDomainRow } from "#db/queries/domains.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import type { DomainDeps, DomainFailure } from "./domain-view.server";

/**
 * Chooses the domain new links are made on when they name none (owner and admin; the caller
 * checks the role); `id` null: the main host again. Any status may be chosen (a pending domain
 * is usually about to be verified); it is used only while verified, else links go on the main
 * host. Links already made keep their domain.
 */
export async function setDefaultDomain(
  deps: Pick<DomainDeps, "db">,
  actor: WorkspaceActor,
  input: { id: string | null },
): Promise<{ ok: true } | DomainFailure> {
  const done = await withWorkspaceLocked(deps.db, actor.workspaceId, (tx) =>
    setDefaultDomainRow(tx, actor.workspaceId, input.id),
  );
  return done ? { ok: true } : { ok: false, error: "domain_not_found" };
}
