import { type SQL, sql } from "drizzle-orm";
import { DIMENSION_VALUE_CAPS, FIXED_VALUES, OTHER_VALUE } from "#core/click-values";
import { plainArrayLiteral, textArrayLiteral } from "../array-literal.server";
import { BACKGROUND_MARK } from "../background-lane.server";
import type { Db } from "../client.server";
import { CLICK_DIMENSIONS, type ClickDimension, clickDailyValues, clickRollups, links } from "../schema";

export interface ClickRollupRow {
  linkId: number;
  hour: Date;
  dimension: ClickDimension;
  value: string;
  isBot: boolean;
  count: number;
}

/** Rows per statement: six array parameters whatever the count, so this only bounds one statement's work. */
const ROWS_PER_STATEMENT = 20_000;

const column = (c: { name: string }) => sql.identifier(c.name);
const FIXED = sql.join(
  FIXED_VALUES.map((v) => sql`${v}::text`),
  sql`, `,
);
const DIMENSION_INDEX = Object.fromEntries(CLICK_DIMENSIONS.map((d, i) => [d, i + 1])) as Record<
  ClickDimension,
  number
>;
const DIMENSION_NAMES = sql.raw(`array[${CLICK_DIMENSIONS.map((d) => `'${d}'`).join(", ")}]::text[]`);
/** Each capped dimension's cap, inlined (our constants, not input). */
const CAP_OF_DIMENSION = sql.raw(
  `case v.dimension ${Object.entries(DIMENSION_VALUE_CAPS)
    .map(([dimension, cap]) => `when '${dimension}' then ${Number(cap)}`)
    .join(" ")} else 0 end`,
);

/**
 * Adds counts to the hourly rollups in multi-row upserts, in one transaction so
 * a failed flush leaves nothing half-written and can be retried as a whole.
 *
 * Two rules are applied by the database itself, so they hold whatever the writer
 * (another instance, a recorder whose memory was reset by a restart) has seen:
 * - a value that is new for its link, hour and dimension once that dimension holds its
 *   cap of distinct values (core/click-values) is counted under OTHER_VALUE instead
 *   (docs/decisions/0076; a batch checks against the rows before it, so concurrent
 *   batches can overshoot by what each admits, which the recorder's own cap bounds);
 * - rows of a link that no longer exists are skipped (a click in the last second before
 *   its link was deleted), instead of failing the whole batch on the foreign key.
 */
export async function upsertClickRollups(db: Db, rows: readonly ClickRollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One statement is atomic on its own: no transaction, which on the embedded database would
  // hold its only connection across three messages between threads while lookups wait.
  if (rows.length <= ROWS_PER_STATEMENT) {
    await db.execute(clickRollupUpsert(rows));
    return;
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
      await tx.execute(clickRollupUpsert(rows.slice(i, i + ROWS_PER_STATEMENT)));
  });
}

/**
 * The upsert statement for one batch. One array per column (unnest), not six parameters per row:
 * the statement stays the same size whatever the batch, and nothing is built per row but the
 * arrays (issue 13 item 4).
 *
 * Both checks are `(select true … limit 1)`, not `exists (…)`: the planner turned an `exists` into
 * a hash over the whole links table and a hashed subplan over the whole rollup table, so every
 * statement read both tables end to end (on PGlite with 100,000 links, ~150 ms of its only thread
 * before the first row), which made small statements cost as much as large ones. A subquery with
 * LIMIT is probed per row through the primary keys: a statement's cost follows its rows, not the
 * tables (tests/integration/click-flush-plan.test.ts).
 */
export function clickRollupUpsert(batch: readonly ClickRollupRow[]): SQL {
  // Each column one array literal, built here (db/array-literal.server.ts). Hours as Unix seconds
  // and dimensions as their 1-based index: numbers, written without quotes (about a third fewer
  // bytes than ISO dates and names).
  const plain = (pick: (r: ClickRollupRow) => number | boolean) =>
    sql.param(plainArrayLiteral(batch.map(pick)));
  const values = sql`(select link_id, to_timestamp(hour) as hour, (${DIMENSION_NAMES})[dimension] as dimension,
      value, is_bot, count
    from unnest(${plain((r) => r.linkId)}::integer[], ${plain((r) => r.hour.getTime() / 1000)}::bigint[],
      ${plain((r) => DIMENSION_INDEX[r.dimension])}::smallint[],
      ${sql.param(textArrayLiteral(batch.map((r) => r.value)))}::text[],
      ${plain((r) => r.isBot)}::boolean[], ${plain((r) => r.count)}::bigint[])
    as u (link_id, hour, dimension, value, is_bot, count))`;
  const same = (r: string) =>
    sql.raw(`${r}.link_id = v.link_id and ${r}.hour = v.hour and ${r}.dimension = v.dimension`);
  const counted = (t: typeof clickRollups | typeof clickDailyValues) =>
    sql`${column(t.count)} = ${t}.${column(t.count)} + excluded.${column(t.count)}`;
  // One statement, so the daily values never disagree with the hours they sum: the capped rows
  // once, added to their hour and (humans, every dimension but the total) to their UTC day.
  // Marked so the embedded database's thread lets lookups go first (db/background-lane.server.ts).
  return sql`${sql.raw(BACKGROUND_MARK)}
    with capped as (
      select link_id, hour, dimension, value, is_bot, sum(count) as count
      from (
        select v.link_id, v.hour, v.dimension, v.is_bot, v.count,
          case
            when v.dimension = 'total' or v.value in (${FIXED}) then v.value
            when (select true from ${clickRollups} r where ${same("r")} and r.value = v.value limit 1) then v.value
            when (select count(distinct r.value) from ${clickRollups} r
                  where ${same("r")} and r.value not in (${FIXED})) < ${CAP_OF_DIMENSION} then v.value
            else ${OTHER_VALUE}::text
          end as value
        from ${values} as v (link_id, hour, dimension, value, is_bot, count)
        where (select true from ${links} l where l.id = v.link_id limit 1)
      ) c
      group by link_id, hour, dimension, value, is_bot
    ), hourly as (
      insert into ${clickRollups} (${column(clickRollups.linkId)}, ${column(clickRollups.hour)},
        ${column(clickRollups.dimension)}, ${column(clickRollups.value)}, ${column(clickRollups.isBot)},
        ${column(clickRollups.count)})
      select link_id, hour, dimension, value, is_bot, count from capped
      on conflict (${column(clickRollups.linkId)}, ${column(clickRollups.dimension)}, ${column(clickRollups.hour)},
        ${column(clickRollups.value)}, ${column(clickRollups.isBot)})
      do update set ${counted(clickRollups)}
    )
    insert into ${clickDailyValues} (${column(clickDailyValues.linkId)}, ${column(clickDailyValues.day)},
      ${column(clickDailyValues.dimension)}, ${column(clickDailyValues.value)}, ${column(clickDailyValues.count)})
    select link_id, (hour at time zone 'UTC')::date, dimension, value, sum(count)
    from capped where dimension <> 'total' and not is_bot
    group by 1, 2, 3, 4
    on conflict (${column(clickDailyValues.linkId)}, ${column(clickDailyValues.day)},
      ${column(clickDailyValues.dimension)}, ${column(clickDailyValues.value)})
    do update set ${counted(clickDailyValues)}`;
}
