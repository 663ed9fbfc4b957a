import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { links, workspaceAnalytics } from "../schema";

export interface AnalyticsSettings {
  timeZone: string;
  recordReferrer: boolean;
  recordDevice: boolean;
  recordCountry: boolean;
}

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  timeZone: "UTC",
  recordReferrer: true,
  recordDevice: true,
  recordCountry: true,
};

/** The workspace's settings, or the defaults when it never saved any. */
export async function readAnalyticsSettings(db: Db, workspaceId: string): Promise<AnalyticsSettings> {
  const [row] = await db
    .select({
      timeZone: workspaceAnalytics.timeZone,
      recordReferrer: workspaceAnalytics.recordReferrer,
      recordDevice: workspaceAnalytics.recordDevice,
      recordCountry: workspaceAnalytics.recordCountry,
    })
    .from(workspaceAnalytics)
    .where(eq(workspaceAnalytics.workspaceId, workspaceId));
  return row ?? DEFAULT_ANALYTICS_SETTINGS;
}

export async function saveAnalyticsSettings(
  db: Db,
  workspaceId: string,
  settings: AnalyticsSettings,
): Promise<void> {
  await db
    .insert(workspaceAnalytics)
    .values({ workspaceId, ...settings })
    .onConflictDoUpdate({ target: workspaceAnalytics.workspaceId, set: settings });
}

/** Of these links, those whose workspace turned a dimension off, with what it turned off. */
export async function switchedOffOfLinks(
  db: Db,
  linkIds: readonly number[],
): Promise<Array<{ linkId: number } & Omit<AnalyticsSettings, "timeZone">>> {
  if (linkIds.length === 0) return [];
  return db
    .select({
      linkId: links.id,
      recordReferrer: workspaceAnalytics.recordReferrer,
      recordDevice: workspaceAnalytics.recordDevice,
      recordCountry: workspaceAnalytics.recordCountry,
    })
    .from(links)
    .innerJoin(workspaceAnalytics, eq(workspaceAnalytics.workspaceId, links.workspaceId))
    .where(
      and(
        // One array parameter, however many links a flush holds (a list would hit 65,535 parameters).
        sql`${links.id} = any(${sql.param([...linkIds])}::integer[])`,
        or(
          eq(workspaceAnalytics.recordReferrer, false),
          eq(workspaceAnalytics.recordDevice, false),
          eq(workspaceAnalytics.recordCountry, false),
        ),
      ),
    );
}

/** The time zone of a link's workspace ("UTC" without settings or workspace). */
export async function timeZoneOfLink(db: Db, linkId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: workspaceAnalytics.timeZone })
    .from(links)
    .innerJoin(workspaceAnalytics, eq(workspaceAnalytics.workspaceId, links.workspaceId))
    .where(eq(links.id, linkId));
  return row?.timeZone ?? DEFAULT_ANALYTICS_SETTINGS.timeZone;
}
