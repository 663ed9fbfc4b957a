import { csvField } from "./csv-cell";

/**
 * The CSV export: one row per period × dimension × value × traffic kind (human or
 * bot), the period being the chart's: an hour when the range is 3 days or fewer,
 * otherwise a UTC day. `dimension` "total" rows hold the period's totals; country, device,
 * os, browser and referrer each add up to them; "agent" (the agent's name) and "ref" (the
 * `?ref=` word) count only the clicks that had one, so they may add up to less.
 */
export const ANALYTICS_CSV_HEADER = [
  "period_start_utc",
  "period",
  "dimension",
  "value",
  "traffic",
  "count",
] as const;

export interface CsvRollupRow {
  bucket: Date;
  dimension: string;
  value: string;
  isBot: boolean;
  count: number;
}

export function analyticsCsv(rows: readonly CsvRollupRow[], period: "hour" | "day"): string {
  const lines = [ANALYTICS_CSV_HEADER.join(",")];
  for (const row of rows)
    lines.push(
      [
        period === "hour"
          ? row.bucket.toISOString().replace(".000Z", "Z")
          : row.bucket.toISOString().slice(0, 10),
        period,
        row.dimension,
        csvField(row.value),
        row.isBot ? "bot" : "human",
        String(row.count),
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}

/** `chatlink-<code>-<from>-to-<to>.csv`, safe in a Content-Disposition header. */
export function analyticsCsvFileName(code: string, from: string, to: string): string {
  return `chatlink-${code.replace(/[^\w-]/g, "_")}-${from}-to-${to}.csv`;
}
