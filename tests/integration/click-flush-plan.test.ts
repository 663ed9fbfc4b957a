import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.server";
import { type ClickRollupRow, clickRollupUpsert } from "#db/queries/clicks.server";
import { freshDataDir } from "../support/fresh-data-dir";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";

warnIfPostgresSkipped();

const LINKS = 20_000;

/** Every plan node's type and relation, depth first. */
function scans(plan: Record<string, unknown>): string[] {
  const here =
    typeof plan["Relation Name"] === "string" ? [`${plan["Node Type"]} on ${plan["Relation Name"]}`] : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...here, ...children.flatMap(scans)];
}

/**
 * A click flush's cost must follow the rows it writes, not the size of the tables: a statement
 * that reads every link or every rollup row holds the embedded database's only thread, and the
 * redirects' lookups queue behind it (issue 21 item 3), however small the flush is cut.
 */
describe.each(DRIVERS)("a click flush statement on %s", (driver) => {
  let database: Database;
  let dataDir: string | undefined;
  let testDb: TestDatabase | undefined;
  let ids: number[] = [];

  beforeAll(async () => {
    if (driver === "postgres") testDb = await createTestDatabase();
    else dataDir = freshDataDir("chatlink-flush-plan-");
    database = await openDatabase({ dataDir: dataDir ?? "", databaseUrl: testDb?.url, log: () => {} });
    const { db } = database;
    await db.execute(sql`insert into links (code, code_key, phone)
      select 'p' || i, 'p' || i, '447911' || lpad(i::text, 6, '0') from generate_series(1, ${LINKS}) i`);
    await db.execute(sql`insert into click_rollups (link_id, hour, dimension, value, is_bot, count)
      select l.id, timestamptz '2026-01-01' + (d || ' hours')::interval, 'country', 'GB', false, 1
      from links l cross join generate_series(0, 1) d`);
    const rows = (await db.execute(sql`select id from links order by id limit 2000`)) as unknown as {
      rows: Array<{ id: number | string }>;
    };
    ids = rows.rows.map((r) => Number(r.id));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const batch = (): ClickRollupRow[] =>
    ids.flatMap((linkId) =>
      (["total", "country", "device"] as const).map((dimension) => ({
        linkId,
        hour: new Date("2026-01-01T02:00:00Z"),
        dimension,
        value: dimension === "total" ? "" : dimension === "country" ? "DE" : "mobile",
        isBot: false,
        count: 1,
      })),
    );

  async function planScans(): Promise<string[]> {
    const result = (await database.db.execute(
      sql`explain (format json) ${clickRollupUpsert(batch())}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as Array<{
      Plan: Record<string, unknown>;
    }>;
    return scans(plan[0]?.Plan ?? {});
  }

  it("reads links and rollups by key, never whole, with the statistics as they come", async () => {
    const found = await planScans();
    expect(found.some((s) => s.endsWith("on links"))).toBe(true);
    expect(found.filter((s) => s.startsWith("Seq Scan"))).toEqual([]);
  });

  it("and after the tables are analysed", async () => {
    await database.db.execute(sql`analyze links`);
    await database.db.execute(sql`analyze click_rollups`);
    expect((await planScans()).filter((s) => s.startsWith("Seq Scan"))).toEqual([]);
  });
});
