import type { DateRange } from "#core/analytics-range";
import type { Db } from "#db/client.server";
import { type RollupExportRow, rollupsByBucket } from "#db/queries/analytics.server";

/** A link's rollup rows summed per hour or day of the range, for the CSV export. */
export function listClickRollups(db: Db, linkId: number, range: DateRange): Promise<RollupExportRow[]> {
  return rollupsByBucket(db, linkId, range.hours, range.bucket);
}
