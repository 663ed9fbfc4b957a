import { errorText } from "#core/error-text";
import { listDomainsToRecheck } from "#db/queries/domains.server";
import { type DomainDeps, nowOf } from "./domain-view.server";
import { checkDomainProof } from "./verify-domain.server";

/** A verified or failing domain is asked about again when its last check is this old. */
export const RECHECK_EVERY_MS = 60 * 60 * 1000;
/** Domains checked per round (a round runs every few minutes; DNS questions one at a time). */
const PER_ROUND = 50;

/**
 * One round of the background re-check: the verified and failing domains not checked for
 * RECHECK_EVERY_MS, least recently checked first. A proof gone past the grace period turns
 * the domain `failing` (no longer served; its owner sees why); a failing domain whose proof
 * is back is verified again. Every instance tells the others when a status changed.
 * Returns how many domains it checked.
 */
export async function recheckDomains(
  deps: Pick<DomainDeps, "db" | "dns" | "domainsChanged" | "now"> & { graceMs?: number },
): Promise<number> {
  const now = nowOf(deps);
  const due = await listDomainsToRecheck(deps.db, new Date(now.getTime() - RECHECK_EVERY_MS), PER_ROUND);
  let changed = false;
  for (const row of due) {
    if (await checkDomainProof(deps, row, { now, fresh: false })) changed = true;
  }
  if (changed) await deps.domainsChanged();
  return due.length;
}

/** How often a round starts. */
export const RECHECK_ROUND_MS = 5 * 60 * 1000;

/** Runs `recheckDomains` every RECHECK_ROUND_MS (never two rounds at once) until `stop`. */
export function startDomainRechecks(
  deps: Parameters<typeof recheckDomains>[0],
  log: (message: string) => void,
  everyMs = RECHECK_ROUND_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recheckDomains(deps)
      .catch((err: unknown) => log(`domains: re-check failed: ${errorText(err)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
