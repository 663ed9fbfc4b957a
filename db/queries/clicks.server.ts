import { eq, sql, sum } from "drizzle-orm";
import type { Db } from "../client.server";
import { type ClickDimension, clickRollups } from "../schema";

export interface ClickRollupRow {
  linkId: number;
  hour: Date;
  dimension: ClickDimension;
  value: string;
  isBot: boolean;
  count: number;
}

/** 6 parameters a row; PostgreSQL allows 65,535 per statement. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Adds counts to the hourly rollups in multi-row upserts, in one transaction so
 * a failed flush leaves nothing half-written and can be retried as a whole.
 * Rows must be unique by key (the recorder merges them first).
 */
export async function upsertClickRollups(db: Db, rows: readonly ClickRollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await tx
        .insert(clickRollups)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [
            clickRollups.linkId,
            clickRollups.hour,
            clickRollups.dimension,
            clickRollups.value,
            clickRollups.isBot,
          ],
          set: { count: sql`${clickRollups.count} + excluded.count` },
        });
    }
  });
}

export interface ClickTotalRow {
  dimension: ClickDimension;
  value: string;
  isBot: boolean;
  count: number;
}

/** All-time totals per dimension value for one link. */
export async function sumClickRollups(db: Db, linkId: number): Promise<ClickTotalRow[]> {
  const rows = await db
    .select({
      dimension: clickRollups.dimension,
      value: clickRollups.value,
      isBot: clickRollups.isBot,
      count: sum(clickRollups.count).mapWith(Number),
    })
    .from(clickRollups)
    .where(eq(clickRollups.linkId, linkId))
    .groupBy(clickRollups.dimension, clickRollups.value, clickRollups.isBot);
  return rows;
}
