/**
 * The CSV export: one row per UTC hour × dimension × value × traffic kind, the
 * rollups exactly as stored (the finest grain there is), so a spreadsheet can
 * re-aggregate by day or by anything else. `dimension` "total" rows hold the
 * hour's totals; the other dimensions each add up to them.
 */
export const ANALYTICS_CSV_HEADER = ["hour_utc", "dimension", "value", "traffic", "count"] as const;

export interface CsvRollupRow {
  hour: Date;
  dimension: string;
  value: string;
  isBot: boolean;
  count: number;
}

export function analyticsCsv(rows: readonly CsvRollupRow[]): string {
  const lines = [ANALYTICS_CSV_HEADER.join(",")];
  for (const row of rows)
    lines.push(
      [
        row.hour.toISOString().replace(".000Z", "Z"),
        row.dimension,
        csvField(row.value),
        row.isBot ? "bot" : "human",
        String(row.count),
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Quotes when needed (RFC 4180), and defuses formula injection: a spreadsheet would
 * run a cell starting with = + - @ as a formula, so such values get a leading '.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `chatlink-<code>-<from>-to-<to>.csv`, safe in a Content-Disposition header. */
export function analyticsCsvFileName(code: string, from: string, to: string): string {
  return `chatlink-${code.replace(/[^\w-]/g, "_")}-${from}-to-${to}.csv`;
}
