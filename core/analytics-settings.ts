import { z } from "zod";
import { MAX_TIME_ZONE_LENGTH, zoneFormatter } from "./zoned-time";

/**
 * A workspace's analytics settings (issue 26): the time zone its "when customers come" heatmap
 * is drawn in, and which click dimensions are recorded at all (the totals always are).
 */
export const AnalyticsSettingsInput = z.object({
  timeZone: z.string().trim().min(1).max(MAX_TIME_ZONE_LENGTH),
  recordReferrer: z.boolean(),
  recordDevice: z.boolean(),
  recordCountry: z.boolean(),
});
export type AnalyticsSettingsInput = z.infer<typeof AnalyticsSettingsInput>;
/** A change: what is not sent stays. */
export const AnalyticsSettingsChange = AnalyticsSettingsInput.partial();
export type AnalyticsSettingsChange = z.infer<typeof AnalyticsSettingsChange>;

/** The zone's canonical name ("europe/london" → "Europe/London"), or null when the engine does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  const formatter = zoneFormatter(zone.trim());
  return formatter === null ? null : formatter.resolvedOptions().timeZone;
}
