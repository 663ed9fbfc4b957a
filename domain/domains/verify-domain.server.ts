import { verificationRecordName } from "#core/domain-name";
import type { ApiErrorCode } from "#core/errors";
import type { WorkspaceActor } from "#core/workspace-roles";
import type { Db } from "#db/client.server";
import {
  type DomainRow,
  findDomainRow,
  markDomainProven,
  markDomainUnproven,
} from "#db/queries/domains.server";
import type { TxtLookup } from "./dns-txt.server";
import {
  type DomainDeps,
  type DomainFailure,
  type DomainView,
  domainView,
  nowOf,
} from "./domain-view.server";

/** A verified domain whose proof is missing this long turns `failing` and stops being served. */
export const PROOF_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Looks for the domain's TXT record and records what was found: verified once the token is
 * there (unless another workspace verified the name first: `domain_taken`); otherwise why not,
 * and a verified domain whose proof stays missing past the grace period turns `failing`.
 * Shared by Verify now and the background re-check. True when the status changed.
 */
export async function checkDomainProof(
  deps: { db: Db; dns: TxtLookup; graceMs?: number },
  row: DomainRow,
  opts: { now: Date; fresh: boolean },
): Promise<boolean> {
  const answer = await deps.dns.lookup(verificationRecordName(row.name), { fresh: opts.fresh });
  if (answer.kind === "found" && answer.values.some((value) => value.trim() === row.verificationToken)) {
    const outcome = await markDomainProven(deps.db, row.id, opts.now);
    return outcome === "verified" && row.status !== "verified";
  }
  const error: ApiErrorCode =
    answer.kind === "failed"
      ? "domain_dns_failed"
      : answer.kind === "none"
        ? "domain_txt_missing"
        : "domain_txt_mismatch";
  const status = await markDomainUnproven(deps.db, row.id, {
    error,
    now: opts.now,
    graceMs: deps.graceMs ?? PROOF_GRACE_MS,
  });
  return status !== null && status !== row.status;
}

/**
 * Verify now (owner and admin; the caller checks the role): asks DNS afresh and answers the
 * domain as it is after the check, with a message saying what was found when it is not verified.
 */
export async function verifyDomain(
  deps: DomainDeps,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true; domain: DomainView } | DomainFailure> {
  const row = await findDomainRow(deps.db, actor.workspaceId, input.id);
  if (row === null) return { ok: false, error: "domain_not_found" };
  const changed = await checkDomainProof(deps, row, { now: nowOf(deps), fresh: true });
  if (changed) await deps.domainsChanged();
  const after = await findDomainRow(deps.db, actor.workspaceId, input.id);
  if (after === null) return { ok: false, error: "domain_not_found" };
  return { ok: true, domain: domainView(after, deps.publicHost) };
}
