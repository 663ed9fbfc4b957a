import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIMENSION_VALUE_CAPS, FIXED_VALUES, MAX_HOSTNAME_LENGTH } from "#core/click-values";
import { type Database, openDatabase } from "#db/client.server";
import { type ClickRollupRow, upsertClickRollups } from "#db/queries/clicks.server";
import { insertLink } from "#db/queries/links.server";
import { clickRollups, links } from "#db/schema";
import { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { describeClient, referrerHost } from "#domain/clicks/describe-client.server";
import { freshDataDir } from "../support/fresh-data-dir";
import {
  createTestDatabase,
  DRIVERS,
  TEST_DATABASE_URL,
  type TestDatabase,
  warnIfPostgresSkipped,
} from "./support/databases";

warnIfPostgresSkipped();

// CI sets TEST_DATABASE_URL: there the PostgreSQL half must run, never be skipped quietly.
it.runIf(Boolean(process.env.CI))("runs against PostgreSQL in CI", () => {
  expect(TEST_DATABASE_URL).toBeDefined();
});

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const SUM_OF_CAPS = Object.values(DIMENSION_VALUE_CAPS).reduce((s, n) => s + n, 0);

/** A hostile click as the redirect sees it: the raw headers, plus what the geo lookup might hand over. */
interface HostileClick {
  ua: string | undefined;
  referer: string | undefined;
  country: string | null;
}

const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 64 }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
  );
/** Host names from plausible to absurd: long labels, many labels, control characters, any Unicode. */
const hostileHost = fc.oneof(
  fc.string({
    unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-."),
    minLength: 1,
    maxLength: 10_000,
  }),
  fc.integer({ min: 1, max: 10_000 }).map((n) => `${"a".repeat(n)}.example`),
  anyText(10_000),
);
const hostileReferer = fc.oneof(
  fc
    .tuple(fc.constantFrom("http", "https", "android-app", "x-y", "ftp", "file"), hostileHost, anyText(500))
    .map(([scheme, host, path]) => `${scheme}://${host}/${path}`),
  anyText(10_000),
  fc.constant(undefined),
);
const hostileClick: fc.Arbitrary<HostileClick> = fc.record({
  ua: fc.option(anyText(10_000), { nil: undefined }),
  referer: hostileReferer,
  country: fc.option(anyText(300), { nil: null }),
});

describe.each(DRIVERS)("click counting never stops, on %s", (driver) => {
  let database: Database;
  let testDb: TestDatabase | undefined;
  let dataDir: string;
  let linkCounter = 0;

  beforeAll(async () => {
    dataDir = freshDataDir("chatlink-clicks-");
    if (driver === "postgres") testDb = await createTestDatabase();
    database = await openDatabase({ dataDir, databaseUrl: testDb?.url });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newLink(): Promise<number> {
    linkCounter++;
    const code = `clk${linkCounter}${Math.random().toString(36).slice(2, 8)}`;
    const { id } = await insertLink(database.db, {
      code,
      codeKey: code.toLowerCase(),
      phone: "447911123456",
      message: null,
      creatorFingerprint: null,
    });
    return id;
  }

  async function totals(linkId: number): Promise<{ humans: number; bots: number }> {
    const rows = await database.db
      .select({ isBot: clickRollups.isBot, count: clickRollups.count })
      .from(clickRollups)
      .where(sql`${clickRollups.linkId} = ${linkId} and ${clickRollups.dimension} = 'total'`);
    return {
      humans: rows.filter((r) => !r.isBot).reduce((s, r) => s + Number(r.count), 0),
      bots: rows.filter((r) => r.isBot).reduce((s, r) => s + Number(r.count), 0),
    };
  }

  /** Per (hour, dimension): distinct values counted against the cap, rows, bytes of values. */
  async function footprint(linkId: number) {
    const result = await database.db.execute(sql`
      select dimension, hour, count(distinct value) filter (where value not in (${sql.join(
        FIXED_VALUES.map((v) => sql`${v}`),
        sql`, `,
      )})) as capped, count(*) as rows, coalesce(sum(octet_length(value)), 0) as bytes,
        coalesce(max(char_length(value)), 0) as longest
      from click_rollups where link_id = ${linkId} group by dimension, hour`);
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
      dimension: String(r.dimension),
      hour: String(r.hour),
      capped: Number(r.capped),
      rows: Number(r.rows),
      bytes: Number(r.bytes),
      longest: Number(r.longest),
    }));
  }

  it("after hostile click dimensions (10 KB, any bytes, huge cardinality) ordinary clicks are counted exactly and storage per link stays bounded", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileClick, { maxLength: 40 }),
        // Many distinct, valid host names on one link in one hour.
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 30 }),
        async (hostile, distinctHosts, ordinary) => {
          const logs: string[] = [];
          const recorder = new ClickRecorder(
            (rows) => upsertClickRollups(database.db, rows),
            (m) => logs.push(m),
            3_600_000,
          );
          try {
            const victim = await newLink();
            const bystander = await newLink();
            for (const click of hostile)
              recorder.record({
                linkId: victim,
                profile: describeClient(click.ua),
                country: click.country,
                referrer: referrerHost(click.referer),
              });
            const tag = Math.random().toString(36).slice(2, 10);
            for (let i = 0; i < distinctHosts; i++)
              recorder.record({
                linkId: victim,
                profile: describeClient(CHROME),
                country: "GB",
                referrer: referrerHost(`https://h${i}-${tag}.${"s".repeat(i % 200)}.example/p`),
              });
            await recorder.flushAll().catch(() => {});
            for (let i = 0; i < ordinary; i++)
              recorder.record({
                linkId: bystander,
                profile: describeClient(CHROME),
                country: "GB",
                referrer: referrerHost("https://t.co/abc"),
              });
            await recorder.flushAll();
            expect(recorder.pendingKeys).toBe(0);

            expect(await totals(bystander)).toEqual({ humans: ordinary, bots: 0 });
            const victimTotals = await totals(victim);
            expect(victimTotals.humans + victimTotals.bots).toBe(hostile.length + distinctHosts);

            const shape = await footprint(victim);
            for (const group of shape) {
              expect(group.longest).toBeLessThanOrEqual(MAX_HOSTNAME_LENGTH);
              if (group.dimension === "total") expect(group.rows).toBeLessThanOrEqual(2);
              else
                expect(group.capped).toBeLessThanOrEqual(
                  DIMENSION_VALUE_CAPS[group.dimension as keyof typeof DIMENSION_VALUE_CAPS],
                );
            }
            // Per hour: human and bot rows for each capped value, each fixed bucket and the total.
            const hours = new Set(shape.map((g) => g.hour)).size;
            const rowBound = hours * 2 * (1 + SUM_OF_CAPS + FIXED_VALUES.length * 5);
            expect(shape.reduce((s, g) => s + g.rows, 0)).toBeLessThanOrEqual(rowBound);
            expect(shape.reduce((s, g) => s + g.bytes, 0)).toBeLessThanOrEqual(
              rowBound * MAX_HOSTNAME_LENGTH,
            );
            // Logs never carry what a visitor sent.
            for (const line of logs) expect(line.length).toBeLessThan(500);
          } finally {
            await recorder.close(1).catch(() => {});
          }
        },
      ),
      { numRuns: driver === "postgres" ? 15 : 20 },
    );
  });

  it("a click on a link deleted within the flush window never blocks the other links' clicks", async () => {
    const recorder = new ClickRecorder(
      (rows) => upsertClickRollups(database.db, rows),
      () => {},
      3_600_000,
    );
    try {
      const a = await newLink();
      const b = await newLink();
      for (let i = 0; i < 3; i++) {
        recorder.record({ linkId: a, profile: describeClient(CHROME), country: "GB", referrer: "direct" });
        recorder.record({ linkId: b, profile: describeClient(CHROME), country: "GB", referrer: "direct" });
      }
      await database.db.delete(links).where(eq(links.id, a));
      await recorder.flushAll();
      expect(await totals(b)).toEqual({ humans: 3, bots: 0 });
      expect(await totals(a)).toEqual({ humans: 0, bots: 0 });
      expect(recorder.pendingKeys).toBe(0);
    } finally {
      await recorder.close(1).catch(() => {});
    }
  });

  it("a row the database refuses is dropped alone: every other row of the batch is written, the log holds no value", async () => {
    const logs: string[] = [];
    // Random hex: PostgreSQL compresses index entries, so a repetitive value would fit.
    const poison = randomBytes(1600).toString("hex");
    // Bypasses the recorder's own bounds to reach the database's limit (index row size), as an unforeseen bad row would.
    const recorder = new ClickRecorder(
      (rows: ClickRollupRow[]) =>
        upsertClickRollups(
          database.db,
          rows.map((row) =>
            row.dimension === "referrer" && row.value === "poison.example" ? { ...row, value: poison } : row,
          ),
        ),
      (m) => logs.push(m),
      3_600_000,
    );
    try {
      const a = await newLink();
      const b = await newLink();
      recorder.record({
        linkId: a,
        profile: describeClient(CHROME),
        country: "GB",
        referrer: "poison.example",
      });
      for (let i = 0; i < 4; i++)
        recorder.record({ linkId: b, profile: describeClient(CHROME), country: "GB", referrer: "t.co" });
      await recorder.flushAll();
      expect(await totals(a)).toEqual({ humans: 1, bots: 0 }); // only its referrer row was refused
      expect(await totals(b)).toEqual({ humans: 4, bots: 0 });
      expect(recorder.pendingKeys).toBe(0);
      expect(logs.join("\n")).toMatch(/dropped 1 counter/);
      expect(logs.join("\n")).not.toContain(poison.slice(0, 40));
      // Counting goes on.
      recorder.record({ linkId: b, profile: describeClient(CHROME), country: "GB", referrer: "t.co" });
      await recorder.flushAll();
      expect(await totals(b)).toEqual({ humans: 5, bots: 0 });
    } finally {
      await recorder.close(1).catch(() => {});
    }
  });
});
