import { randomBytes } from "node:crypto";
import { normaliseDomainName } from "#core/domain-name";
import type { WorkspaceActor } from "#core/workspace-roles";
import {
  countDomains,
  insertDomain,
  isVerifiedElsewhere,
  MAX_DOMAINS_PER_WORKSPACE,
} from "#db/queries/domains.server";
import { withWorkspaceLocked } from "#db/queries/workspaces.server";
import { type DomainDeps, type DomainFailure, type DomainView, domainView } from "./domain-view.server";

/**
 * Adds a custom domain, pending until its TXT record is seen (owner and admin; the caller
 * checks the role). Refused when another workspace holds the name verified; a pending
 * duplicate elsewhere is allowed (whoever proves the name first has it). Counted and added
 * under the workspace's lock, so parallel requests cannot pass the cap.
 */
export async function addDomain(
  deps: Pick<DomainDeps, "db" | "publicHost">,
  actor: WorkspaceActor,
  input: { domain: string },
): Promise<{ ok: true; domain: DomainView } | DomainFailure> {
  const checked = normaliseDomainName(input.domain, deps.publicHost);
  if (!checked.ok) return checked;
  const name = checked.name;
  if (await isVerifiedElsewhere(deps.db, actor.workspaceId, name))
    return { ok: false, error: "domain_taken" };
  const row = await withWorkspaceLocked(deps.db, actor.workspaceId, async (tx) => {
    if ((await countDomains(tx, actor.workspaceId)) >= MAX_DOMAINS_PER_WORKSPACE) return "full" as const;
    return insertDomain(tx, {
      id: `dom_${randomBytes(8).toString("hex")}`,
      workspaceId: actor.workspaceId,
      name,
      verificationToken: `chatlink-verify=${randomBytes(16).toString("hex")}`,
    });
  });
  if (row === "full") return { ok: false, error: "too_many_domains" };
  if (row === null) return { ok: false, error: "domain_exists" };
  return { ok: true, domain: domainView(row, deps.publicHost) };
}
