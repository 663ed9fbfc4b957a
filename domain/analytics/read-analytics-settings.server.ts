import type { Db } from "#db/client.server";
import { type AnalyticsSettings, readAnalyticsSettings } from "#db/queries/workspace-analytics.server";

export type { AnalyticsSettings };

/** A workspace's analytics settings (the defaults until it saves some). */
export function readWorkspaceAnalyticsSettings(db: Db, workspaceId: string): Promise<AnalyticsSettings> {
  return readAnalyticsSettings(db, workspaceId);
}
