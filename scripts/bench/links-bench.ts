/**
 * `npm run bench -- --links N [--pglite]`: redirects when there are many links (issue 13).
 * Imports N links with `npm run admin -- import` (its rate is a figure), then measures,
 * in rounds alternating with the bare node:http 302 server: one cached code, uniform random
 * traffic over all N codes, and Zipf-like traffic (80 % of requests on 1 % of the codes).
 * Prints the figures and writes docs/benchmarks-links.md (docs/benchmarks-links-pglite.md). PostgreSQL by default
 * (TEST_DATABASE_URL's server, a temporary database), or PGlite with --pglite.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.server";
import { clickRollups } from "#db/schema";
import { buildServer } from "../build-server";
import { measureClickFlush } from "./click-flush-bench";
import { ensureClientBuild, ensureServerBundle, startChatlink, tempDataDir } from "./lib/chatlink";
import { type CpuSplit, startCpuSplit } from "./lib/cpu-split";
import { BROWSER_UA, count, type LoadJob, type LoadResult, runLoadOne } from "./lib/load";
import { createTempDatabase } from "./lib/postgres";
import { mb, readRss, sampleRss, serverPid } from "./lib/rss";
import { ROOT, type ServerProcess, startServer } from "./lib/server-process";
import { int, median, ms } from "./lib/table";

const FLUSH_BENCH = { links: 10_000, flushes: 5, existing: 1_000_000 };

export interface LinksBenchOptions {
  links: number;
  pglite: boolean;
  rounds: number;
  seconds: number;
  write: boolean;
  /** One traffic shape only (the figures are then not written). */
  only?: string;
}

const CONNECTIONS = 64;
const HEADERS = { "user-agent": BROWSER_UA };
const log = (line: string) => console.log(`bench: ${line}`);

/** The alias of link i: unique, 5+ characters, spread over the alphabet. */
const aliasOf = (i: number) => `l${i.toString(36).padStart(6, "0")}`;

type Mode = "cached" | "uniform" | "zipf";
interface ModeFigures {
  bare: LoadResult;
  ours: LoadResult;
  /** Where the cores went during ours' run. */
  cpu: CpuSplit;
}

/** CPU µs a request of ours' run: the server, local PostgreSQL, the load generator; and the share of its ready time the redirect thread waited for a core. */
function cpuPerRequest(f: ModeFigures) {
  const per = (ms: number) => (1000 * ms) / Math.max(1, f.ours.completed);
  const { cpu } = f;
  return {
    server: per(cpu.serverMs),
    postgres: per(cpu.postgresMs),
    generator: per(f.ours.generatorCpuMs),
    waited: cpu.mainWaitMs / Math.max(1, cpu.mainRunMs + cpu.mainWaitMs),
  };
}

/** Clicks the server wrote, all links and hours: the `total` rollups summed. */
async function countedClicks(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const database = await openDatabase({ dataDir, databaseUrl, log: () => {} });
  try {
    const result = await database.db.execute(
      sql`select coalesce(sum(${clickRollups.count}), 0)::float8 as n from ${clickRollups} where ${clickRollups.dimension} = 'total'`,
    );
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
}

export async function runLinksBench(options: LinksBenchOptions): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), "chatlink-links-bench-"));
  const data = tempDataDir();
  const database = options.pglite ? null : await createTempDatabase("chatlink_links");
  if (database !== null && !database.ok) throw new Error(`PostgreSQL is needed: ${database.reason}`);
  const databaseUrl = database?.ok ? database.url : undefined;
  const where = databaseUrl === undefined ? "PGlite" : "PostgreSQL";
  let bare: ServerProcess | undefined;
  let ours: ServerProcess | undefined;
  try {
    // 1. The links, imported as an operator would.
    const csv = join(work, "links.csv");
    const codes = join(work, "codes.txt");
    const lines = ["phone,message,alias"];
    const codeLines: string[] = [];
    for (let i = 0; i < options.links; i++) {
      // Numbers in an assigned UK mobile range (+44 7400…): 07700 9… is Ofcom's drama range, which
      // libphonenumber reads as unassigned, and checking those costs twice as much.
      lines.push(`+447400${String(i % 1_000_000).padStart(6, "0")},Order ${i},${aliasOf(i)}`);
      codeLines.push(aliasOf(i));
    }
    writeFileSync(csv, `${lines.join("\n")}\n`);
    writeFileSync(codes, `${codeLines.join("\n")}\n`);
    const env = { ...process.env, DATA_DIR: data.dir, DATABASE_URL: databaseUrl ?? "", REDIS_URL: "" };
    const importStarted = performance.now();
    const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "import", csv], {
      cwd: ROOT,
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
    const importSeconds = (performance.now() - importStarted) / 1000;
    const imported = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { imported: number };
    if (imported.imported !== options.links)
      throw new Error(`imported ${imported.imported} of ${options.links}`);
    log(
      `import: ${int(options.links)} links in ${importSeconds.toFixed(1)} s = ${int(options.links / importSeconds)}/s`,
    );

    // 2. Both servers, compiled alike.
    ensureClientBuild();
    await ensureServerBundle();
    const bareEntry = join(ROOT, "tmp", "bench", "bare-302-server.mjs");
    await buildServer(bareEntry, join(ROOT, "scripts", "bench", "bare-302-server.ts"));
    bare = await startServer({ name: "bare 302", entry: relative(ROOT, bareEntry) });
    ours = await startChatlink({ dataDir: data.dir, ...(databaseUrl === undefined ? {} : { databaseUrl }) });
    const servers = { bare, ours };

    const job = (who: "bare" | "ours", mode: Mode): LoadJob => ({
      url: `${servers[who].url}/${aliasOf(0)}`,
      connections: CONNECTIONS,
      durationSec: options.seconds,
      headers: HEADERS,
      ...(mode === "cached" ? {} : { randomCodesFile: codes, zipf: mode === "zipf" }),
    });
    const figures = new Map<Mode, ModeFigures[]>();
    let other = 0;
    let errors = 0;
    let received302 = 0;
    const rssUnderLoad = sampleRss(serverPid(ours.pid));
    const modes = (["cached", "uniform", "zipf"] as const).filter((m) => (options.only ?? m) === m);
    if (modes.length === 0) throw new Error(`--only: cached, uniform or zipf, not ${options.only}`);
    for (const mode of modes) {
      const rounds: ModeFigures[] = [];
      for (let round = 1; round <= options.rounds; round++) {
        const b = await runLoadOne(job("bare", mode));
        const split = startCpuSplit(serverPid(ours.pid));
        const o = await runLoadOne(job("ours", mode));
        const figure = { bare: b, ours: o, cpu: split() };
        other += o.completed - count(o, 302);
        received302 += count(o, 302);
        errors += o.errors + b.errors;
        rounds.push(figure);
        const c = cpuPerRequest(figure);
        log(
          `${mode} round ${round}: bare ${int(b.rps)} req/s; ours ${int(o.rps)} req/s, p50 ${ms(o.latencyMs.p50)}, p99 ${ms(o.latencyMs.p99)}, timeouts ${o.timeouts}; CPU a request: server ${c.server.toFixed(0)} µs${options.pglite ? "" : `, PostgreSQL ${c.postgres.toFixed(0)} µs`}, load generator ${c.generator.toFixed(0)} µs; redirect thread waited for a core ${(100 * c.waited).toFixed(0)} % of its ready time`,
        );
      }
      figures.set(mode, rounds);
    }
    const rssPeak = mb(rssUnderLoad.stop());
    const rss = mb(readRss(serverPid(ours.pid)) ?? 0);
    // What a flushed click costs to write, on its own database (PostgreSQL only: it reads the
    // backends' CPU from /proc, and PGlite's runs inside the server).
    const flush = options.pglite ? [] : await measureClickFlush(FLUSH_BENCH);
    const flushLine = flush
      .map(
        (f) =>
          `${f.shape}: ${f.rowsPerClick} rows, ${int(f.bytesPerClick)} bytes, CPU ours ${f.nodeCpuUsPerClick} µs + PostgreSQL ${f.databaseCpuUsPerClick} µs`,
      )
      .join("; ");
    // Every click counted, whatever the traffic: SIGTERM flushes what the server holds, then the
    // rollups are summed. A round's last requests (one a connection at most) are answered after
    // the load generator has stopped listening, so the server may count up to that many more.
    const stopStarted = performance.now();
    const exitCode = await ours.stop("SIGTERM");
    const stopSeconds = (performance.now() - stopStarted) / 1000;
    const serverOutput = ours.output();
    ours = undefined;
    const recorded = await countedClicks(data.dir, databaseUrl);
    const inFlight = CONNECTIONS * options.rounds * modes.length;
    const allCounted = recorded >= received302 && recorded - received302 <= inFlight;
    // A miscount is a defect to chase: the server's own account of its clicks (lost, retried) says where.
    if (!allCounted)
      log(
        `clicks: ${recorded} recorded for ${received302} 302s; the server exited ${exitCode ?? "on SIGKILL"} after ${stopSeconds.toFixed(1)} s and said:\n${serverOutput.slice(-8000)}`,
      );
    const med = (mode: Mode, pick: (f: ModeFigures) => number) => median((figures.get(mode) ?? []).map(pick));
    const cachedRps = med("cached", (f) => f.ours.rps);
    const table = [
      "| Traffic | Ours req/s | p50 / p99 | timeouts | vs bare (same round) | vs one cached code | Target |",
      "|---|---|---|---|---|---|---|",
      ...(["cached", "uniform", "zipf"] as const).map((mode) => {
        const rps = med(mode, (f) => f.ours.rps);
        const target =
          mode === "uniform"
            ? "≥ 0.3× cached, p99 ≤ 25 ms (PG) / 50 ms (PGlite)"
            : mode === "zipf"
              ? "≥ 0.6× cached"
              : "";
        return `| ${mode === "cached" ? "one cached code" : mode === "uniform" ? `uniform over ${int(options.links)} codes` : "Zipf-like (80 % on 1 %)"} | ${int(rps)} | ${ms(med(mode, (f) => f.ours.latencyMs.p50))} / ${ms(med(mode, (f) => f.ours.latencyMs.p99))} | ${(figures.get(mode) ?? []).reduce((sum, f) => sum + f.ours.timeouts, 0)} | ${med(mode, (f) => f.ours.rps / f.bare.rps).toFixed(2)} | ${(rps / cachedRps).toFixed(2)} | ${target} |`;
      }),
    ];
    const text = `# Benchmarks: many links

Run by \`npm run bench -- --links ${options.links}${options.pglite ? " --pglite" : ""}\` on ${where}, ${new Date().toISOString().replace(/\.\d+Z$/, "Z")};
${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")}.
${options.rounds} rounds of ${options.seconds} s per traffic shape, ${CONNECTIONS} connections, each round of ours right after one of the bare
node:http 302 server (\`scripts/bench/bare-302-server.ts\`) with the same traffic; medians. The load generator
(autocannon) runs on the same two cores and picking a random code per request costs it too, which is why
the bare server's rate falls in those rounds: compare ours with the bare server of the same traffic.

- Import (\`npm run admin -- import\`, wall time with start-up): ${int(options.links)} links in ${importSeconds.toFixed(1)} s, **${int(options.links / importSeconds)} links/s** (target ≥ ${options.pglite ? "3,000" : "20,000"}/s).
- Server RSS under load (peak, sampled every 100 ms) / after the runs: ${rssPeak.toFixed(0)} / ${rss.toFixed(0)} MB (target < 300 MB).
- Clicks recorded / 302s received (the server stopped with SIGTERM, in ${stopSeconds.toFixed(1)} s, then its rollups summed): ${int(recorded)} / ${int(received302)}, ${allCounted ? "every 302 counted" : "**CLICKS MISSING OR EXTRA**"} (up to ${int(inFlight)} more may be counted: the requests in flight when a round ends).
- Where the two cores went during ours' rounds (medians; CPU µs a request: the server process${options.pglite ? " with the embedded database in it" : ", PostgreSQL on this machine"}, the load generator; and the share of the time the redirect thread was ready to run that it spent waiting for a core): ${modes
      .map((mode) => {
        const c = (pick: (x: ReturnType<typeof cpuPerRequest>) => number) =>
          med(mode, (f) => pick(cpuPerRequest(f)));
        const postgres = options.pglite ? "" : ` + ${c((x) => x.postgres).toFixed(0)}`;
        return `${mode} ${c((x) => x.server).toFixed(0)}${postgres} + ${c((x) => x.generator).toFixed(0)} µs, waited ${(100 * c((x) => x.waited)).toFixed(0)} %`;
      })
      .join("; ")}.
${flushLine === "" ? "" : `- Cost of one flushed click (\`scripts/bench/click-flush-bench.ts\`: ${int(FLUSH_BENCH.links)} distinct links a flush, ${int(FLUSH_BENCH.existing)} rollup rows already in the table; medians of ${FLUSH_BENCH.flushes} flushes): ${flushLine}.\n`}- Answers other than 302 from ours / connection errors: ${other} / ${errors}.

${table.join("\n")}
`;
    console.log(`\n${text}`);
    if (options.write && options.only === undefined) {
      // One file per database, so a PGlite run does not replace the PostgreSQL figures.
      const file = options.pglite ? "benchmarks-links-pglite.md" : "benchmarks-links.md";
      writeFileSync(join(ROOT, "docs", file), text);
      log(`wrote docs/${file}`);
    }
    return 0;
  } finally {
    await ours?.stop();
    await bare?.stop();
    if (database?.ok) await database.drop();
    data.remove();
    rmSync(work, { recursive: true, force: true });
  }
}
