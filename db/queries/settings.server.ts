import { eq } from "drizzle-orm";
import type { Db } from "../client.server";
import { appSettings } from "../schema";

/**
 * Reads a per-installation value, creating it on first use. Insert-then-read
 * lets several instances start at once and still agree on one value.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`setting ${key} missing after insert`);
  return value;
}

/** A per-installation value, or null when there is none. */
export async function readSetting(db: Db, key: string): Promise<string | null> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return rows[0]?.value ?? null;
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}
