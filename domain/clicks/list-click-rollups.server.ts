import type { DateRange } from "#core/analytics-range";
import type { Db } from "#db/client.server";
import { type RollupExportRow, rollupsByBucket } from "#db/queries/analytics.server";
import { agentNames } from "./agent-names.server";

/**
 * A link's rollup rows summed per hour or day of the range, for the CSV export. Agent rows
 * carry the agent's current name rather than its id, which a spreadsheet reader would not
 * know; two agents of the same name (or two deleted ones) get their id after it, so a pivot
 * table never adds two people up.
 */
export async function listClickRollups(db: Db, linkId: number, range: DateRange): Promise<RollupExportRow[]> {
  const rows = await rollupsByBucket(db, linkId, range.hours, range.bucket);
  const ids = new Set(rows.filter((row) => row.dimension === "agent").map((row) => row.value));
  if (ids.size === 0) return rows;
  const names = await agentNames(db, linkId, ids);
  const idsOfName = new Map<string, number>();
  for (const name of names.values()) idsOfName.set(name, (idsOfName.get(name) ?? 0) + 1);
  const label = (id: string) => {
    const name = names.get(id) ?? id;
    return (idsOfName.get(name) ?? 0) > 1 ? `${name} (${id})` : name;
  };
  return rows.map((row) => (row.dimension === "agent" ? { ...row, value: label(row.value) } : row));
}
