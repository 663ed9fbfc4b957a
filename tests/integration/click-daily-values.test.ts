import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTHER_VALUE } from "#core/click-values";
import { type Database, openDatabase } from "#db/client.server";
import { topClickValues } from "#db/queries/analytics.server";
import { type ClickRollupRow, upsertClickRollups } from "#db/queries/clicks.server";
import { freshDataDir } from "../support/fresh-data-dir";
import { createTestDatabase, DRIVERS, type TestDatabase, warnIfPostgresSkipped } from "./support/databases";
import { ROOT } from "./support/processes";

warnIfPostgresSkipped();

type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/** What the daily values must hold: the hourly rollups' human rows (not the total) summed per UTC day. */
const FROM_HOURS = sql`select link_id, (hour at time zone 'UTC')::date::text as day, dimension, value, sum(count)::bigint as count
  from click_rollups where dimension <> 'total' and not is_bot group by 1, 2, 3, 4`;
const DAILY = sql`select link_id, day::text as day, dimension, value, count from click_daily_values`;

/**
 * Breakdowns read the daily values (docs/decisions/0160): they must always be the hourly
 * rollups summed per UTC day, whatever was written — caps, bots, a deleted link, the
 * clicks counted before the table existed — or a link's page would disagree with its CSV.
 */
describe.each(DRIVERS)("daily click values on %s", (driver) => {
  let database: Database;
  let dataDir: string | undefined;
  let testDb: TestDatabase | undefined;
  const linkIds: number[] = [];

  beforeAll(async () => {
    if (driver === "postgres") testDb = await createTestDatabase();
    else dataDir = freshDataDir("chatlink-daily-");
    database = await openDatabase({ dataDir: dataDir ?? "", databaseUrl: testDb?.url, log: () => {} });
    const inserted = rowsOf(
      await database.db.execute(sql`insert into links (code, code_key, phone)
        select 'd' || i, 'd' || i, '447911' || lpad(i::text, 6, '0') from generate_series(1, 3) i returning id`),
    );
    linkIds.push(...inserted.map((r) => Number(r.id)));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const sorted = (rows: Rows) =>
    rows
      .map((r) => `${r.link_id} ${r.day} ${r.dimension} ${r.value} ${Number(r.count)}`)
      .sort((a, b) => a.localeCompare(b));

  it("are the hourly rows summed per UTC day, across hours, days, bots, caps and a deleted link", async () => {
    const [a = 0, b = 0, gone = 0] = linkIds;
    const rows: ClickRollupRow[] = [];
    // Both sides of a UTC midnight, humans and bots, and more referrers in one hour than its cap.
    for (const hour of ["2026-03-01T22:00:00Z", "2026-03-01T23:00:00Z", "2026-03-02T00:00:00Z"])
      for (const linkId of [a, b, gone]) {
        const at = new Date(hour);
        rows.push({ linkId, hour: at, dimension: "total", value: "", isBot: false, count: 5 });
        rows.push({ linkId, hour: at, dimension: "total", value: "", isBot: true, count: 2 });
        rows.push({ linkId, hour: at, dimension: "country", value: "BR", isBot: false, count: 3 });
        rows.push({ linkId, hour: at, dimension: "country", value: "BR", isBot: true, count: 2 });
        rows.push({ linkId, hour: at, dimension: "ref", value: "flyer", isBot: false, count: 2 });
        for (let i = 0; i < 60; i++)
          rows.push({
            linkId,
            hour: at,
            dimension: "referrer",
            value: `site${i}.example`,
            isBot: false,
            count: 1,
          });
      }
    await database.db.execute(sql`delete from links where id = ${gone}`);
    await upsertClickRollups(database.db, rows.slice(0, 400));
    await upsertClickRollups(database.db, rows.slice(400));
    await upsertClickRollups(database.db, rows.slice(0, 100)); // the same rows again: added, as hours are
    // New referrers in an hour that holds more than its cap (50): counted under the overflow bucket.
    const full = new Date("2026-03-01T22:00:00Z");
    await upsertClickRollups(
      database.db,
      [1, 2, 3].map((i) => ({
        linkId: a,
        hour: full,
        dimension: "referrer",
        value: `late${i}.example`,
        isBot: false,
        count: 1,
      })),
    );

    const daily = sorted(rowsOf(await database.db.execute(DAILY)));
    expect(daily).toEqual(sorted(rowsOf(await database.db.execute(FROM_HOURS))));
    expect(daily.some((r) => r.includes(` referrer ${OTHER_VALUE} `))).toBe(true);
    expect(daily.some((r) => r.startsWith(`${gone} `))).toBe(false);
    expect(daily).toContain(`${a} 2026-03-01 country BR 9`);
    expect(daily).toContain(`${a} 2026-03-02 country BR 3`);

    // The breakdown over one day reads that day only.
    const day = { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-02T23:00:00Z") };
    const top = await topClickValues(database.db, b, day);
    expect(top.find((r) => r.dimension === "country" && r.value === "BR")?.count).toBe(3);
    expect(top.find((r) => r.dimension === "ref" && r.value === "flyer")?.count).toBe(2);
  });

  it("hold the clicks counted before they existed (the migration's backfill)", async () => {
    const [a = 0] = linkIds;
    // Hourly rows as an older version wrote them: no daily values beside them.
    await database.db.execute(sql`insert into click_rollups (link_id, hour, dimension, value, is_bot, count) values
      (${a}, '2025-12-31T23:00:00Z', 'country', 'IN', false, 4),
      (${a}, '2026-01-01T01:00:00Z', 'country', 'IN', false, 6),
      (${a}, '2026-01-01T01:00:00Z', 'country', 'IN', true, 9),
      (${a}, '2026-01-01T01:00:00Z', 'total', '', false, 6)`);
    await database.db.execute(sql`delete from click_daily_values`);
    const migration = readFileSync(join(ROOT, "db/migrations/0016_daily_values.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toContain("INSERT INTO");
    await database.db.execute(sql.raw(backfill));
    const daily = sorted(rowsOf(await database.db.execute(DAILY)));
    expect(daily).toEqual(sorted(rowsOf(await database.db.execute(FROM_HOURS))));
    expect(daily).toContain(`${a} 2025-12-31 country IN 4`);
    expect(daily).toContain(`${a} 2026-01-01 country IN 6`);
  });
});
