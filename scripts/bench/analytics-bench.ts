/**
 * Analytics at a million clicks: seeds one link with 1,000,000 clicks over 90 days
 * through the same rollup writer the redirect uses (upsertClickRollups, in batches),
 * then times the analytics page's queries and the CSV export for 30 and 90 days
 * (median of several runs after a warm-up) on PGlite and on PostgreSQL.
 *
 *   node --import tsx scripts/bench/analytics-bench.ts [--runs 7] [--write]
 *
 * `--write` replaces docs/benchmarks-analytics.md with the table. PostgreSQL is
 * BENCH_POSTGRES_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test;
 * a uniquely named database is created and dropped. Prints times; asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { parseDateRange } from "#core/analytics-range";
import { type Db, openDatabase } from "#db/client.server";
import {
  clickTotalsOverTime,
  type HourRange,
  rollupsByBucket,
  topClickValues,
} from "#db/queries/analytics.server";
import { type ClickRollupRow, upsertClickRollups } from "#db/queries/clicks.server";
import { links, linkVisitorDays, workspaces } from "#db/schema";
import { readWorkspaceAnalytics } from "#domain/analytics/read-workspace-analytics.server";
import { readLinkAnalytics } from "#domain/clicks/read-link-analytics.server";
import { createTempDatabase } from "./lib/postgres";
import { median, ms, renderTable } from "./lib/table";

const args = process.argv.slice(2);
/** `--clicks N` for a quick run that proves the script works; the table's figures are at a million. */
const TOTAL_CLICKS = Number(args[args.indexOf("--clicks") + 1]) || 1_000_000;
const DAYS = 90;
const HOUR_MS = 3_600_000;
const BOT_SHARE = 0.08;
const ROWS_PER_BATCH = 20_000;

const RUNS = Number(args[args.indexOf("--runs") + 1]) || 7;
const WRITE = args.includes("--write");

/** Weighted values per dimension, roughly what a small shop's WhatsApp link sees. */
const DIMENSIONS: Record<
  Exclude<ClickRollupRow["dimension"], "total" | "agent" | "ref" | "utm">,
  Array<[string, number]>
> = {
  country: [
    ["IN", 22],
    ["BR", 14],
    ["ID", 9],
    ["MX", 7],
    ["NG", 6],
    ["GB", 5],
    ["US", 5],
    ["DE", 3],
    ["ES", 3],
    ["IT", 3],
    ["ZA", 3],
    ["KE", 2],
    ["EG", 2],
    ["AR", 2],
    ["CO", 2],
    ["PK", 2],
    ["TR", 2],
    ["FR", 2],
    ["SA", 1],
    ["AE", 1],
    ["MY", 1],
    ["PH", 1],
    ["NL", 1],
    ["PT", 1],
    ["CL", 1],
    ["PE", 1],
    ["unknown", 1],
  ],
  device: [
    ["mobile", 78],
    ["desktop", 17],
    ["tablet", 4],
    ["unknown", 1],
  ],
  os: [
    ["Android", 62],
    ["iOS", 18],
    ["Windows", 11],
    ["Mac OS", 5],
    ["Linux", 2],
    ["unknown", 2],
  ],
  browser: [
    ["Chrome", 48],
    ["Mobile Safari", 16],
    ["Instagram", 9],
    ["Facebook", 8],
    ["Samsung Browser", 6],
    ["Edge", 4],
    ["Firefox", 3],
    ["Opera", 2],
    ["Safari", 2],
    ["unknown", 2],
  ],
  referrer: [
    ["direct", 40],
    ["l.instagram.com", 18],
    ["l.facebook.com", 14],
    ["www.google.com", 9],
    ["t.co", 4],
    ["www.tiktok.com", 4],
    ["shop.example.com", 4],
    ["linktr.ee", 3],
    ["m.youtube.com", 2],
    ["bing.com", 1],
    ["duckduckgo.com", 1],
  ],
};

/** Deterministic PRNG (mulberry32), so every run seeds the same data. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits `count` among weighted values (largest remainder on jittered weights), so each dimension sums to the total. */
function split(
  count: number,
  values: Array<[string, number]>,
  random: () => number,
): Array<[string, number]> {
  const jittered = values.map(([v, w]) => [v, w * (0.6 + 0.8 * random())] as const);
  const weightSum = jittered.reduce((s, [, w]) => s + w, 0);
  const shares = jittered.map(([v, w]) => ({ v, exact: (count * w) / weightSum }));
  const parts = shares.map((s) => ({ v: s.v, n: Math.floor(s.exact), rest: s.exact - Math.floor(s.exact) }));
  let left = count - parts.reduce((s, p) => s + p.n, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left-- <= 0) break;
    part.n++;
  }
  return parts.filter((p) => p.n > 0).map((p) => [p.v, p.n]);
}

/** Clicks per hour: a daily rhythm (quiet nights) with noise, scaled to exactly TOTAL_CLICKS. */
function hourlyClicks(hours: number, random: () => number): number[] {
  const weights = Array.from({ length: hours }, (_, h) => {
    const hourOfDay = h % 24;
    const daily = 0.35 + Math.sin(((hourOfDay - 6) / 24) * Math.PI * 2) ** 2;
    return daily * (0.7 + 0.6 * random());
  });
  const sum = weights.reduce((s, w) => s + w, 0);
  const counts = weights.map((w) => Math.floor((TOTAL_CLICKS * w) / sum));
  counts[counts.length - 1] = (counts.at(-1) ?? 0) + TOTAL_CLICKS - counts.reduce((s, c) => s + c, 0);
  return counts;
}

function* rollupRows(linkId: number, firstHour: number, random: () => number): Generator<ClickRollupRow> {
  const perHour = hourlyClicks(DAYS * 24, random);
  for (const [index, clicks] of perHour.entries()) {
    const hour = new Date((firstHour + index) * HOUR_MS);
    const bots = Math.round(clicks * BOT_SHARE * (0.5 + random()));
    for (const [isBot, count] of [
      [false, clicks - bots],
      [true, bots],
    ] as const) {
      if (count === 0) continue;
      yield { linkId, hour, dimension: "total", value: "", isBot, count };
      for (const [dimension, values] of Object.entries(DIMENSIONS)) {
        const shaped: Array<[string, number]> = isBot && dimension === "device" ? [["bot", 1]] : values;
        for (const [value, n] of split(count, shaped, random))
          yield { linkId, hour, dimension: dimension as ClickRollupRow["dimension"], value, isBot, count: n };
      }
    }
  }
}

interface Seeded {
  linkId: number;
  rows: number;
  seedMs: number;
  lastHour: number;
}

const WORKSPACE = "ws_bench0000000000";

async function seed(db: Db): Promise<Seeded> {
  await db.insert(workspaces).values({ id: WORKSPACE, name: "Benchmark" });
  // A neighbour link with traffic in the same hours, so the queries must skip other links' rows.
  const inserted = await db
    .insert(links)
    .values([
      { code: "benchmark", codeKey: "benchmark", phone: "447911123456", workspaceId: WORKSPACE },
      { code: "neighbour", codeKey: "neighbour", phone: "447911123457", workspaceId: WORKSPACE },
    ])
    .returning({ id: links.id });
  const [link, neighbour] = inserted.map((row) => row.id) as [number, number];
  const lastHour = Math.floor(Date.now() / HOUR_MS);
  const firstHour = lastHour - DAYS * 24 + 1;
  const started = performance.now();
  let rows = 0;
  let batch: ClickRollupRow[] = [];
  for (const id of [link, neighbour]) {
    for (const row of rollupRows(id, firstHour, prng(id))) {
      batch.push(row);
      if (batch.length === ROWS_PER_BATCH) {
        await upsertClickRollups(db, batch);
        rows += batch.length;
        batch = [];
      }
    }
  }
  await upsertClickRollups(db, batch);
  rows += batch.length;
  // Distinct visitors of ended days, as the visitor counter folds them (a count per link and day).
  await db.insert(linkVisitorDays).values(
    Array.from({ length: DAYS }, (_, i) => ({
      linkId: link,
      day: new Date((firstHour + i * 24) * HOUR_MS).toISOString().slice(0, 10),
      visitors: Math.round((TOTAL_CLICKS / DAYS) * 0.7),
    })),
  );
  await db.execute(sql`analyze click_rollups`);
  return { linkId: link, rows, seedMs: performance.now() - started, lastHour };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up: plan cache and buffers, as on a page viewed twice
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

interface Measured {
  database: string;
  seed: Seeded;
  results: Array<{
    days: number;
    totals: number;
    breakdowns: number;
    page: number;
    csv: number;
    csvRows: number;
    clicks: number;
    /** readLinkAnalytics whole: what the page and the API wait for (visitors and weekday × hour too). */
    full: number;
    /** readWorkspaceAnalytics: the overview page and GET /api/v1/analytics. */
    overview: number;
  }>;
  plan: string;
}

async function measure(database: string, db: Db): Promise<Measured> {
  const seeded = await seed(db);
  const results: Measured["results"] = [];
  for (const days of [30, 90]) {
    const range: HourRange = {
      from: new Date((seeded.lastHour - days * 24 + 1) * HOUR_MS),
      to: new Date(seeded.lastHour * HOUR_MS),
    };
    const totals = await time(() => clickTotalsOverTime(db, seeded.linkId, range, "day"));
    const breakdowns = await time(() => topClickValues(db, seeded.linkId, range));
    // The page runs both at once.
    const page = await time(() =>
      Promise.all([
        clickTotalsOverTime(db, seeded.linkId, range, "day"),
        topClickValues(db, seeded.linkId, range),
      ]),
    );
    const csv = await time(() => rollupsByBucket(db, seeded.linkId, range, "day"));
    const csvRows = (await rollupsByBucket(db, seeded.linkId, range, "day")).length;
    const clicks = (await clickTotalsOverTime(db, seeded.linkId, range, "day")).reduce(
      (s, p) => s + p.humans + p.bots,
      0,
    );
    const last = new Date(seeded.lastHour * HOUR_MS).toISOString().slice(0, 10);
    const first = new Date((seeded.lastHour - days * 24 + 1) * HOUR_MS).toISOString().slice(0, 10);
    const parsed = parseDateRange(new URLSearchParams({ from: first, to: last }));
    const full = await time(() => readLinkAnalytics(db, seeded.linkId, parsed.range));
    const overview = await time(() => readWorkspaceAnalytics(db, WORKSPACE, parsed.range));
    results.push({ days, totals, breakdowns, page, csv, csvRows, clicks, full, overview });
    console.error(`${database}: ${days} days measured`);
  }
  // How PostgreSQL reads a short and a long range of the chart query (first plan line and the scan).
  const plans: string[] = [];
  for (const days of [7, 90]) {
    const explained = await db.execute(
      sql.raw(
        `explain select sum(count) from click_rollups where link_id = ${seeded.linkId} and hour between now() - interval '${days} days' and now() and dimension = 'total'`,
      ),
    );
    const planRows = (
      Array.isArray(explained) ? explained : (explained as { rows: unknown[] }).rows
    ) as Array<Record<string, string>>;
    const scan = planRows.map((r) => String(Object.values(r)[0]).trim()).find((line) => /Scan/.test(line));
    plans.push(`${days} days: ${withoutCost(scan)?.replace(/^->\s*/, "") ?? "?"}`);
  }
  const plan = plans.join("\n");
  return { database, seed: seeded, results, plan };
}

async function onPglite(): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), "chatlink-analytics-bench-"));
  const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    return await measure("PGlite", database.db);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Measured | string> {
  const temp = await createTempDatabase("chatlink_analytics_bench");
  if (!temp.ok) return temp.reason;
  try {
    const database = await openDatabase({ dataDir: "", databaseUrl: temp.url });
    try {
      return await measure("PostgreSQL", database.db);
    } finally {
      await database.close();
    }
  } finally {
    await temp.drop();
  }
}

const measured: Measured[] = [await onPglite()];
const postgres = await onPostgres();
const skipped = typeof postgres === "string" ? postgres : null;
if (typeof postgres !== "string") measured.push(postgres);

const table = renderTable(
  [
    "database",
    "range",
    "clicks in range",
    "chart query",
    "breakdowns query",
    "page (both, parallel)",
    "CSV rows",
    "CSV query",
    "whole link read (API/page)",
    "workspace overview",
  ],
  measured.flatMap((m) =>
    m.results.map((r) => [
      m.database,
      `${r.days} days`,
      r.clicks.toLocaleString("en-GB"),
      ms(r.totals),
      ms(r.breakdowns),
      ms(r.page),
      r.csvRows.toLocaleString("en-GB"),
      ms(r.csv),
      ms(r.full),
      ms(r.overview),
    ]),
  ),
);
const seeding = measured
  .map(
    (m) =>
      `${m.database}: ${m.seed.rows.toLocaleString("en-GB")} rollup rows (two links) seeded in ${(m.seed.seedMs / 1000).toFixed(1)} s`,
  )
  .join("; ");
const report = [
  "# Analytics at a million clicks",
  "",
  `Written by \`node --import tsx scripts/bench/analytics-bench.ts --write\` on ${new Date().toISOString().slice(0, 10)}`,
  `(${process.version}, ${(await import("node:os")).cpus().length} cores). One link with ${TOTAL_CLICKS.toLocaleString("en-GB")} clicks`,
  `(${Math.round(BOT_SHARE * 100)}% bots) over ${DAYS} days, written through \`upsertClickRollups\` (what the redirect's`,
  "batches use), next to a second link with as many, so the queries must skip another link's rows.",
  `Times are the median of ${RUNS} runs after a warm-up, in this process (no HTTP), on a machine`,
  "shared with other work, so expect some spread between runs. The CSV is summed per UTC day here",
  "(ranges over 3 days); hourly rows for up to 3 days are a few thousand at most.",
  "",
  table,
  "",
  `Seeding: ${seeding}.`,
  skipped ? `\nPostgreSQL skipped: ${skipped}.` : "",
  "",
  "The chart and the hours heatmap read a link's `total` rows of the range, the leading columns of the",
  "hourly key (link_id, dimension, hour, value, is_bot); the breakdowns read the daily values",
  "(link_id, day, dimension, value), written by the flush's own statement (docs/decisions/0160).",
  "How PostgreSQL reads the chart query for a short and a long range:",
  "",
  "```",
  measured.at(-1)?.plan ?? "",
  "```",
  "",
].join("\n");
console.log(report);
if (WRITE) {
  writeFileSync(resolve(import.meta.dirname, "../../docs/benchmarks-analytics.md"), report);
  console.error("wrote docs/benchmarks-analytics.md");
}

/** A plan line without its "(cost=…)" tail (indexOf: a `\s+\(cost.*$` regex is quadratic on long runs of spaces). */
function withoutCost(line: string | undefined): string | undefined {
  const at = line?.indexOf(" (cost") ?? -1;
  return at < 0 ? line : line?.slice(0, at).trimEnd();
}
