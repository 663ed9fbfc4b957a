import type { WorkspaceActor } from "#core/workspace-roles";
import { listDomainRows } from "#db/queries/domains.server";
import { type DomainDeps, type DomainView, domainView } from "./domain-view.server";

/** The workspace's custom domains, by name. */
export async function listDomains(
  deps: Pick<DomainDeps, "db" | "publicHost">,
  actor: WorkspaceActor,
): Promise<DomainView[]> {
  return (await listDomainRows(deps.db, actor.workspaceId)).map((row) => domainView(row, deps.publicHost));
}
