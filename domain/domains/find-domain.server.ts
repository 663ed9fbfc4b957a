import type { WorkspaceActor } from "#core/workspace-roles";
import { findDomainRow } from "#db/queries/domains.server";
import { type DomainDeps, type DomainFailure, type DomainView, domainView } from "./domain-view.server";

/** One domain of the workspace; `domain_not_found` for any other id (another workspace's alike). */
export async function findDomain(
  deps: Pick<DomainDeps, "db" | "publicHost">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true; domain: DomainView } | DomainFailure> {
  const row = await findDomainRow(deps.db, actor.workspaceId, input.id);
  if (row === null) return { ok: false, error: "domain_not_found" };
  return { ok: true, domain: domainView(row, deps.publicHost) };
}
