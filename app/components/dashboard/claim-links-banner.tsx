import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { useFormat } from "../../lib/i18n/use-copy";
import { useDashboardCopy } from "../../lib/i18n/use-dashboard-copy";
import { browserClaimStorage, forgetClaims, readClaims, type StoredClaim } from "../generator/claim-storage";

interface ClaimResponse {
  intent: string;
  claimed?: string[];
}

/**
 * Offers to add the links this browser made while signed out (their claim tokens
 * are in localStorage, so this exists only once the page runs in the browser).
 * The posted tokens are forgotten whatever the answer: a token that did not
 * claim belongs to a link already owned or deleted.
 */
export function ClaimLinksBanner() {
  const { links: copy } = useDashboardCopy();
  const format = useFormat();
  const fetcher = useFetcher<ClaimResponse>();
  const [claims, setClaims] = useState<StoredClaim[]>([]);
  const [dismissed, setDismissed] = useState(false);
  /** The codes sent with the claim, forgotten once the server has answered. */
  const postedCodes = useRef<string[]>([]);

  useEffect(() => {
    setClaims(readClaims(browserClaimStorage()));
  }, []);

  const answer = fetcher.data;
  const claimedCount =
    answer?.intent === "claim" && answer.claimed !== undefined ? answer.claimed.length : null;
  useEffect(() => {
    if (claimedCount === null) return;
    forgetClaims(browserClaimStorage(), postedCodes.current);
    setClaims([]);
  }, [claimedCount]);

  // The notice answers the claim only until the page moves on: another action (a delete)
  // or another address (a search, a page) makes it stale, so it goes.
  const actionData = useActionData();
  const { key: locationKey } = useLocation();
  const [answeredAt, setAnsweredAt] = useState<{ actionData: unknown; locationKey: string } | null>(null);
  useEffect(() => {
    if (claimedCount !== null) setAnsweredAt((at) => at ?? { actionData, locationKey });
  }, [claimedCount, actionData, locationKey]);
  const current =
    answeredAt === null || (answeredAt.actionData === actionData && answeredAt.locationKey === locationKey);

  if (claimedCount !== null) {
    if (!current) return null;
    return (
      <p
        role="status"
        className="rounded-xl border border-line bg-page-tint px-4 py-3 text-sm font-semibold text-ink"
      >
        {format(copy.claimed, { count: claimedCount })}
      </p>
    );
  }
  if (claims.length === 0 || dismissed) return null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="claim-heading"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-page-tint p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="claim-heading" className="font-semibold text-ink">
          {format(copy.claimHeading, { count: claims.length })}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{copy.claimBody}</p>
      </div>
      <fetcher.Form
        method="post"
        onSubmit={() => {
          postedCodes.current = claims.map((claim) => claim.code);
        }}
        className="flex shrink-0 flex-wrap gap-2"
      >
        <input type="hidden" name="intent" value="claim" />
        <input type="hidden" name="claims" value={JSON.stringify(claims)} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover disabled:opacity-60"
        >
          {busy ? copy.claiming : copy.claimButton}
        </button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="inline-flex min-h-10 items-center rounded-lg border border-line bg-card px-4 text-sm font-semibold text-ink hover:border-accent"
        >
          {copy.claimDismiss}
        </button>
      </fetcher.Form>
    </section>
  );
}
