import type { AppLoadContext } from "react-router";
import type { WorkspaceActor } from "#core/workspace-roles";
import { listDomains } from "#domain/domains/list-domains.server";

/**
 * The workspace's verified custom domains, by name: what the new-link form may make a link on,
 * and the one it starts on (the workspace's default while verified; "": the main host).
 */
export async function verifiedDomainNames(
  context: AppLoadContext,
  actor: WorkspaceActor,
): Promise<{ names: string[]; preset: string }> {
  const verified = (await listDomains(context.domains, actor)).filter((d) => d.status === "verified");
  return { names: verified.map((d) => d.domain), preset: verified.find((d) => d.default)?.domain ?? "" };
}
