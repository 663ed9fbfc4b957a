import { type AnalyticsSettingsChange, canonicalTimeZone } from "#core/analytics-settings";
import type { Db } from "#db/client.server";
import {
  type AnalyticsSettings,
  readAnalyticsSettings,
  saveAnalyticsSettings,
} from "#db/queries/workspace-analytics.server";

export type UpdateAnalyticsSettingsResult =
  | { ok: true; settings: AnalyticsSettings }
  | { ok: false; error: "invalid_time_zone" };

/**
 * Changes a workspace's analytics settings (what is not given stays). The switches act on the click recorder's next write
 * (domain/analytics/switched-off-dimensions), the zone on the next read: nothing is cached.
 */
export async function updateAnalyticsSettings(
  db: Db,
  workspaceId: string,
  change: AnalyticsSettingsChange,
): Promise<UpdateAnalyticsSettingsResult> {
  const current = await readAnalyticsSettings(db, workspaceId);
  const timeZone = change.timeZone === undefined ? current.timeZone : canonicalTimeZone(change.timeZone);
  if (timeZone === null) return { ok: false, error: "invalid_time_zone" };
  const settings: AnalyticsSettings = {
    timeZone,
    recordReferrer: change.recordReferrer ?? current.recordReferrer,
    recordDevice: change.recordDevice ?? current.recordDevice,
    recordCountry: change.recordCountry ?? current.recordCountry,
  };
  await saveAnalyticsSettings(db, workspaceId, settings);
  return { ok: true, settings };
}
