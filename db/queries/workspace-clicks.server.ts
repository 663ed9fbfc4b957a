import { sql } from "drizzle-orm";
import { utcDay } from "#core/analytics-range";
import { OTHER_VALUE } from "#core/click-values";
import type { Db } from "../client.server";
import { clickDailyValues, clickRollups, links } from "../schema";
import type { HourRange } from "./analytics.server";

/**
 * Read side of a workspace's clicks over an hour range: its links' rollups, each link's slice
 * read by the primary key's leading columns (link_id, hour), the links found by
 * links_workspace_id_idx.
 */
type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown): Rows => (result as { rows: Rows }).rows;

const inWorkspace = (workspaceId: string, range: HourRange) => sql`
  ${clickRollups.linkId} in (select ${links.id} from ${links} where ${links.workspaceId} = ${workspaceId})
  and ${clickRollups.hour} between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz`;

const daysInWorkspace = (workspaceId: string, range: HourRange) => sql`
  ${clickDailyValues.linkId} in (select ${links.id} from ${links} where ${links.workspaceId} = ${workspaceId})
  and ${clickDailyValues.day} between ${utcDay(range.from)}::date and ${utcDay(range.to)}::date`;

/** Human clicks and bot hits of every link of the workspace in the range. */
export async function workspaceTotals(
  db: Db,
  workspaceId: string,
  range: HourRange,
): Promise<{ humans: number; bots: number; links: number }> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(count) filter (where not is_bot), 0) as humans,
        coalesce(sum(count) filter (where is_bot), 0) as bots,
        count(distinct link_id) filter (where not is_bot) as links
      from ${clickRollups}
      where ${inWorkspace(workspaceId, range)} and ${clickRollups.dimension} = 'total'`),
  );
  return { humans: Number(row?.humans ?? 0), bots: Number(row?.bots ?? 0), links: Number(row?.links ?? 0) };
}

export interface TopLinkRow {
  id: number;
  code: string;
  clicks: number;
}

/** The links with most human clicks in the range, most first. */
export async function topLinksOfWorkspace(
  db: Db,
  workspaceId: string,
  range: HourRange,
  limit: number,
): Promise<TopLinkRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select t.link_id as id, l.code as code, t.clicks as clicks
      from (
        select link_id, sum(count) as clicks from ${clickRollups}
        where ${inWorkspace(workspaceId, range)} and ${clickRollups.dimension} = 'total' and not is_bot
        group by link_id order by clicks desc, link_id limit ${limit}
      ) t join ${links} l on l.id = t.link_id
      order by t.clicks desc, t.link_id`),
  );
  return rows.map((r) => ({ id: Number(r.id), code: String(r.code), clicks: Number(r.clicks) }));
}

/** The top values of some dimensions over the workspace's links (human clicks), the overflow bucket last. */
export async function topValuesOfWorkspace(
  db: Db,
  workspaceId: string,
  range: HourRange,
  dimensions: readonly string[],
  limit: number,
): Promise<Array<{ dimension: string; value: string; clicks: number }>> {
  const rows = rowsOf(
    await db.execute(sql`
      with sums as (
        select dimension, value, sum(count) as n from ${clickDailyValues}
        where ${daysInWorkspace(workspaceId, range)}
          and dimension in (${sql.join(
            dimensions.map((d) => sql`${d}`),
            sql`, `,
          )})
        group by 1, 2
      ), ranked as (
        select dimension, value, n,
          row_number() over (partition by dimension order by value = ${OTHER_VALUE}::text, n desc, value) as rank
        from sums
      )
      select dimension, value, n from ranked where rank <= ${limit} order by dimension, rank`),
  );
  return rows.map((r) => ({ dimension: String(r.dimension), value: String(r.value), clicks: Number(r.n) }));
}
