import { and, between, eq, inArray, lt, sql } from "drizzle-orm";
import { plainArrayLiteral, textArrayLiteral } from "../array-literal.server";
import { BACKGROUND_MARK } from "../background-lane.server";
import type { Db } from "../client.server";
import { links, linkVisitorDays, linkVisitors, visitorSalts } from "../schema";

/** Rows per statement by default: three array parameters whatever the count. */
const ROWS_PER_STATEMENT = 20_000;

export interface VisitorRow {
  linkId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** The 64-bit keyed hash (never an address). */
  visitor: bigint;
}

/**
 * The salts of these days, made on first use: insert-then-read, so every instance agrees on
 * one salt a day whoever asks first.
 */
export async function ensureSalts(
  db: Db,
  days: readonly string[],
  create: () => string,
): Promise<Map<string, string>> {
  await db
    .insert(visitorSalts)
    .values(days.map((day) => ({ day, salt: create() })))
    .onConflictDoNothing();
  const rows = await db
    .select({ day: visitorSalts.day, salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(inArray(visitorSalts.day, [...days]));
  return new Map(rows.map((row) => [row.day, row.salt]));
}

/** Destroys the salts of days before `day`: their hashes can no longer be made again. */
export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.delete(visitorSalts).where(lt(visitorSalts.day, day));
}

/**
 * Adds visitors; one already counted that day (by any instance) is ignored, so is a deleted link's.
 * Statements of `rowsPerStatement` rows, each on its own: a retry after a part failed repeats rows
 * the database ignores.
 */
export async function insertVisitors(
  db: Db,
  rows: readonly VisitorRow[],
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<void> {
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const batch = rows.slice(i, i + rowsPerStatement);
    // Array literals built here (db/array-literal.server.ts); marked so the embedded database's
    // thread lets lookups go first (db/background-lane.server.ts).
    await db.execute(sql`${sql.raw(BACKGROUND_MARK)}
      insert into ${linkVisitors} (link_id, day, visitor)
      select u.link_id, u.day, u.visitor
      from unnest(${sql.param(plainArrayLiteral(batch.map((r) => r.linkId)))}::integer[],
        ${sql.param(textArrayLiteral(batch.map((r) => r.day)))}::date[],
        ${sql.param(plainArrayLiteral(batch.map((r) => r.visitor)))}::bigint[]) as u (link_id, day, visitor)
      where exists (select 1 from ${links} l where l.id = u.link_id)
      on conflict do nothing`);
  }
}

/**
 * Folds the hashes of days before `day` into a count per link and day, and deletes them, in one
 * statement: concurrent instances doing the same never count a row twice (a deleted row is not
 * returned to the second delete).
 */
export async function foldVisitorDaysBefore(db: Db, day: string): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from ${linkVisitors} where day < ${day}::date returning link_id, day
    )
    insert into ${linkVisitorDays} (link_id, day, visitors)
    select link_id, day, count(*)::integer from moved group by 1, 2
    on conflict (link_id, day) do update set visitors = ${linkVisitorDays}.visitors + excluded.visitors`);
}

/** Distinct visitors of a link per UTC day between two days (both included): folded days and today's. */
export async function visitorsPerDay(
  db: Db,
  linkId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const [folded, open] = await Promise.all([
    db
      .select({ day: linkVisitorDays.day, visitors: linkVisitorDays.visitors })
      .from(linkVisitorDays)
      .where(and(eq(linkVisitorDays.linkId, linkId), between(linkVisitorDays.day, from, to))),
    db
      .select({ day: linkVisitors.day, visitors: sql<number>`count(*)`.mapWith(Number) })
      .from(linkVisitors)
      .where(and(eq(linkVisitors.linkId, linkId), between(linkVisitors.day, from, to)))
      .groupBy(linkVisitors.day),
  ]);
  const days = new Map<string, number>();
  for (const row of [...folded, ...open]) days.set(row.day, (days.get(row.day) ?? 0) + row.visitors);
  return days;
}
