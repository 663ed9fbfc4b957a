import { codeKey } from "#core/alias";
import { OTHER_VALUE } from "#core/click-values";
import type { Db } from "#db/client.server";
import { findLinkByKey } from "#db/queries/links.server";
import type { LinkStatus } from "#db/schema";
import { readLinkAnalytics } from "../clicks/read-link-analytics.server";

export interface LinkStats {
  code: string;
  status: LinkStatus;
  /** Human clicks. */
  clicks: number;
  /** Bot and link-preview hits, kept apart from clicks. */
  bots: number;
  /** Human clicks by dimension value: the top 10 values, the rest summed under "(other)". */
  countries: Record<string, number>;
  devices: Record<string, number>;
  os: Record<string, number>;
  browsers: Record<string, number>;
  referrers: Record<string, number>;
}

export type ReadLinkStatsResult = { ok: true; stats: LinkStats } | { ok: false; error: "not_found" };

/** A value → count record with everything below the top values summed under OTHER_VALUE. */
function record(top: ReadonlyMap<string, number>, rest: { count: number } | null): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(top);
  if (rest !== null) out[OTHER_VALUE] = (out[OTHER_VALUE] ?? 0) + rest.count;
  return out;
}

/** All-time totals of a link by code, from the same aggregation the dashboard shows. */
export async function readLinkStats(db: Db, code: string): Promise<ReadLinkStatsResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  const { humans, bots, breakdowns } = await readLinkAnalytics(db, link.id, null);
  return {
    ok: true,
    stats: {
      code: link.code,
      status: link.status,
      clicks: humans,
      bots,
      countries: record(breakdowns.country.top, breakdowns.country.rest),
      devices: record(breakdowns.device.top, breakdowns.device.rest),
      os: record(breakdowns.os.top, breakdowns.os.rest),
      browsers: record(breakdowns.browser.top, breakdowns.browser.rest),
      referrers: record(breakdowns.referrer.top, breakdowns.referrer.rest),
    },
  };
}
