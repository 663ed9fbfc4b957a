/**
 * What one click costs to write (issue 13 item 4): the redirect's ClickRecorder and its real
 * writer (upsertClickRollups) on PostgreSQL, flushing clicks on 10,000 distinct links per flush.
 *
 *   node --import tsx scripts/bench/click-flush-bench.ts [--links 10000] [--flushes 8] [--existing 1000000] [--team]
 *
 * The table first gets `--existing` rollup rows of earlier hours, as after some time of counting:
 * a statement whose cost grows with the table shows here.
 * Two shapes, each flushed `--flushes` times after one warm-up flush:
 * - "long tail": every flush's links were not clicked before in the hour (new rows);
 * - "hot set": the same links every flush (every row already there: updates).
 * Per flushed click it prints rollup rows, bytes sent to PostgreSQL, this process's CPU
 * (building the rows and the statement) and PostgreSQL's CPU (its backends' user + system
 * time from /proc, so PostgreSQL must run on this machine). Prints JSON last; asserts nothing.
 * `--team`: every click as a team link's, with one of three agents, and every other one with
 * `?ref=qr` (two more rows a click: agent and ref).
 */
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.server";
import { upsertClickRollups } from "#db/queries/clicks.server";
import { links } from "#db/schema";
import { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { type ClientProfile, describeClient } from "#domain/clicks/describe-client.server";
import { createTempDatabase } from "./lib/postgres";
import { readCpuMs } from "./lib/rss";
import { median } from "./lib/table";

export interface ClickFlushOptions {
  links: number;
  flushes: number;
  existing: number;
  /** Clicks carry an agent and (every other one) a ref, as a team link's do. */
  team?: boolean;
}

/** A few real clients, countries and referrers, so a link's clicks are not all one combination. */
const PROFILES: ClientProfile[] = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
].map(describeClient);
const COUNTRIES = ["GB", "DE", "IN", "BR", null];
const REFERRERS = ["direct", "l.instagram.com", "t.co"];
const AGENTS = ["ag_00000000000000a1", "ag_00000000000000a2", "ag_00000000000000a3"];

/** Bytes written on sockets to PostgreSQL's port, counted by wrapping Socket#write. */
let bytesToDatabase = 0;
let counting = false;
function countBytesTo(port: number): void {
  if (counting) return;
  counting = true;
  const write = Socket.prototype.write;
  Socket.prototype.write = function (this: Socket, chunk: unknown, ...rest: unknown[]) {
    if (this.remotePort === port)
      bytesToDatabase += typeof chunk === "string" ? Buffer.byteLength(chunk) : (chunk as Buffer).length;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
}

/** User + system CPU of the processes, in ms (a backend that exited meanwhile only makes it smaller). */
const cpuMsOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (readCpuMs(pid) ?? 0), 0);

export interface ShapeResult {
  shape: string;
  clicksPerFlush: number;
  rowsPerClick: number;
  bytesPerClick: number;
  flushMs: number;
  nodeCpuUsPerClick: number;
  databaseCpuUsPerClick: number;
}

/** Runs both shapes on a throw-away PostgreSQL database and returns their medians. */
export async function measureClickFlush(options: ClickFlushOptions): Promise<ShapeResult[]> {
  const { links: LINKS, flushes: FLUSHES, existing: EXISTING } = options;
  const temp = await createTempDatabase("chatlink_flush");
  if (!temp.ok) throw new Error(temp.reason);
  countBytesTo(Number(new URL(temp.url).port || 5432));
  const database = await openDatabase({ databaseUrl: temp.url, dataDir: tmpdir() });
  const { db } = database;
  try {
    await db.execute(sql`insert into links (code, code_key, phone)
      select 'f' || i, 'f' || i, '447911' || lpad(i::text, 6, '0') from generate_series(1, ${LINKS * (FLUSHES + 2)}) i`);
    // Six rows a click for earlier hours, spread over the links: what the table holds after a while.
    await db.execute(sql`insert into click_rollups (link_id, hour, dimension, value, is_bot, count)
      select 1 + (i / 6) % ${LINKS * (FLUSHES + 2)}, date_trunc('hour', now()) - ((1 + i / 6 / ${LINKS * (FLUSHES + 2)}) || ' hours')::interval,
        (array['total','country','device','os','browser','referrer'])[1 + i % 6], case when i % 6 = 0 then '' else 'v' end, false, 1
      from generate_series(0, ${EXISTING - 1}) i`);
    await db.execute(sql`analyze`);
    const ids = (await db.select({ id: links.id }).from(links).orderBy(links.id)).map((r) => r.id);
    let rows = 0;
    const recorder = new ClickRecorder(
      async (batch) => {
        rows += batch.length;
        await upsertClickRollups(db, batch);
      },
      (m) => console.error(m),
      3_600_000,
      { maxPendingKeys: LINKS * 2 },
    );
    const backends = async () => {
      const result = (await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database()`,
      )) as unknown as { rows: Array<{ pid: number }> };
      return result.rows.map((r) => Number(r.pid));
    };

    const results: ShapeResult[] = [];
    for (const shape of ["long tail", "hot set"] as const) {
      const perFlush: Array<Omit<ShapeResult, "shape" | "clicksPerFlush">> = [];
      for (let flush = 0; flush <= FLUSHES; flush++) {
        // Long tail: a new block of links each flush; hot set: the first block every time.
        const offset = shape === "long tail" ? (flush + 1) * LINKS : 0;
        for (let i = 0; i < LINKS; i++)
          recorder.record({
            linkId: ids[offset + i] as number,
            profile: PROFILES[i % PROFILES.length] as ClientProfile,
            country: COUNTRIES[i % COUNTRIES.length] ?? null,
            referrer: REFERRERS[i % REFERRERS.length] as string,
            ...(options.team
              ? { agentId: AGENTS[i % AGENTS.length] as string, ref: i % 2 === 0 ? "qr" : null }
              : {}),
          });
        const pids = await backends();
        const rowsBefore = rows;
        const bytesBefore = bytesToDatabase;
        const databaseBefore = cpuMsOf(pids);
        const nodeBefore = process.cpuUsage();
        const started = performance.now();
        await recorder.flushAll();
        const flushMs = performance.now() - started;
        const node = process.cpuUsage(nodeBefore);
        const databaseMs = cpuMsOf(pids) - databaseBefore;
        if (flush === 0) continue; // warm-up: plans, buffers, and the hot set's rows made
        perFlush.push({
          rowsPerClick: (rows - rowsBefore) / LINKS,
          bytesPerClick: (bytesToDatabase - bytesBefore) / LINKS,
          flushMs,
          nodeCpuUsPerClick: (node.user + node.system) / LINKS,
          databaseCpuUsPerClick: (databaseMs * 1000) / LINKS,
        });
      }
      const med = (pick: (r: (typeof perFlush)[number]) => number) => median(perFlush.map(pick));
      const result: ShapeResult = {
        shape,
        clicksPerFlush: LINKS,
        rowsPerClick: med((r) => r.rowsPerClick),
        bytesPerClick: Math.round(med((r) => r.bytesPerClick)),
        flushMs: Math.round(med((r) => r.flushMs)),
        nodeCpuUsPerClick: Number(med((r) => r.nodeCpuUsPerClick).toFixed(1)),
        databaseCpuUsPerClick: Number(med((r) => r.databaseCpuUsPerClick).toFixed(1)),
      };
      console.log(
        `${shape}: ${LINKS} clicks a flush, ${result.rowsPerClick} rows and ${result.bytesPerClick} bytes a click, ` +
          `flush ${result.flushMs} ms, CPU a click: ours ${result.nodeCpuUsPerClick} µs, PostgreSQL ${result.databaseCpuUsPerClick} µs`,
      );
      results.push(result);
    }
    await recorder.close(1);
    return results;
  } finally {
    await database.close();
    await temp.drop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: flags } = parseArgs({
    options: {
      links: { type: "string", default: "10000" },
      flushes: { type: "string", default: "8" },
      /** Rollup rows already in the table (earlier hours), as on a server that has counted for a while. */
      existing: { type: "string", default: "1000000" },
      team: { type: "boolean", default: false },
    },
  });
  const results = await measureClickFlush({
    links: Number(flags.links),
    flushes: Number(flags.flushes),
    existing: Number(flags.existing),
    team: flags.team,
  });
  console.log(JSON.stringify(results));
  process.exit(0);
}
