import type { WorkspaceActor } from "#core/workspace-roles";
import { deleteDomainRow } from "#db/queries/domains.server";
import type { DomainDeps, DomainFailure } from "./domain-view.server";

/**
 * Removes a domain and the links made on it (the dashboard asks for confirmation first):
 * moving them to the main host could take codes someone else holds there. Every instance
 * then forgets the domain, so its Host gets nothing of the workspace from then on.
 */
export async function removeDomain(
  deps: Pick<DomainDeps, "db" | "domainsChanged">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true } | DomainFailure> {
  if (!(await deleteDomainRow(deps.db, actor.workspaceId, input.id)))
    return { ok: false, error: "domain_not_found" };
  await deps.domainsChanged();
  return { ok: true };
}
