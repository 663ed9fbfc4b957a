import type { AppLoadContext } from "react-router";
import type { WorkspaceActor } from "#core/workspace-roles";
import { listDomains } from "#domain/domains/list-domains.server";

/** The workspace's verified custom domains, by name: what the new-link form may make a link on. */
export async function verifiedDomainNames(context: AppLoadContext, actor: WorkspaceActor): Promise<string[]> {
  return (await listDomains(context.domains, actor))
    .filter((d) => d.status === "verified")
    .map((d) => d.domain);
}
