import type { Db } from "#db/client.server";
import type { ClickRollupRow } from "#db/queries/clicks.server";
import { switchedOffOfLinks } from "#db/queries/workspace-analytics.server";
import type { ClickDimension } from "#db/schema";

/**
 * A flush's rows minus the dimensions each link's workspace turned off (referrer; device, OS and
 * browser; country): the click recorder's `prepare`, one query per flush for its links, so a
 * switch holds from the next flush (about a second) on every instance, with no cache to
 * invalidate and nothing added to the redirect path; the totals are always counted.
 */
export function dropSwitchedOffDimensions(db: Db): (rows: ClickRollupRow[]) => Promise<ClickRollupRow[]> {
  return async (rows) => {
    const ids = new Set<number>();
    for (const row of rows) ids.add(row.linkId);
    const off = await switchedOffOfLinks(db, [...ids]);
    if (off.length === 0) return rows;
    const dropped = new Map<number, Set<ClickDimension>>();
    for (const link of off) {
      const dimensions = new Set<ClickDimension>();
      if (!link.recordReferrer) dimensions.add("referrer");
      if (!link.recordDevice) for (const d of ["device", "os", "browser"] as const) dimensions.add(d);
      if (!link.recordCountry) dimensions.add("country");
      dropped.set(link.linkId, dimensions);
    }
    return rows.filter((row) => !dropped.get(row.linkId)?.has(row.dimension));
  };
}
