import { codeKey } from "../../core/alias";
import { OTHER_VALUE } from "../../core/click-values";
import type { Db } from "../../db/client.server";
import { clickTotals, topClickValues } from "../../db/queries/analytics.server";
import { findLinkByKey } from "../../db/queries/links.server";
import type { LinkStatus } from "../../db/schema";

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

const BREAKDOWNS = {
  country: "countries",
  device: "devices",
  os: "os",
  browser: "browsers",
  referrer: "referrers",
} as const;

export type ReadLinkStatsResult = { ok: true; stats: LinkStats } | { ok: false; error: "not_found" };

/** All-time totals from the hourly rollups (only what has been flushed); the breakdowns read only their top values. */
export async function readLinkStats(db: Db, code: string): Promise<ReadLinkStatsResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  const [totals, top] = await Promise.all([clickTotals(db, link.id), topClickValues(db, link.id, null)]);
  const stats: LinkStats = {
    code: link.code,
    status: link.status,
    clicks: totals.humans,
    bots: totals.bots,
    countries: {},
    devices: {},
    os: {},
    browsers: {},
    referrers: {},
  };
  for (const row of top) {
    const breakdown = stats[BREAKDOWNS[row.dimension]];
    const value = row.value ?? OTHER_VALUE;
    breakdown[value] = (breakdown[value] ?? 0) + row.count;
  }
  return { ok: true, stats };
}
