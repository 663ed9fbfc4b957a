import { codeKey } from "../../core/alias";
import type { Db } from "../../db/client.server";
import { sumClickRollups } from "../../db/queries/clicks.server";
import { findLinkByKey } from "../../db/queries/links.server";
import type { LinkStatus } from "../../db/schema";

export interface LinkStats {
  code: string;
  status: LinkStatus;
  /** Human clicks. */
  clicks: number;
  /** Bot and link-preview hits, kept apart from clicks. */
  bots: number;
  /** Human clicks by dimension value. */
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

/** All-time totals from the hourly rollups (only what has been flushed). */
export async function readLinkStats(db: Db, code: string): Promise<ReadLinkStatsResult> {
  const link = await findLinkByKey(db, codeKey(code));
  if (link === null) return { ok: false, error: "not_found" };
  const stats: LinkStats = {
    code: link.code,
    status: link.status,
    clicks: 0,
    bots: 0,
    countries: {},
    devices: {},
    os: {},
    browsers: {},
    referrers: {},
  };
  for (const row of await sumClickRollups(db, link.id)) {
    if (row.dimension === "total") {
      if (row.isBot) stats.bots += row.count;
      else stats.clicks += row.count;
    } else if (!row.isBot) {
      const breakdown = stats[BREAKDOWNS[row.dimension]];
      breakdown[row.value] = (breakdown[row.value] ?? 0) + row.count;
    }
  }
  return { ok: true, stats };
}
