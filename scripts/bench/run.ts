/**
 * `npm run bench`: measures the built server against a bare node:http 302 in the
 * same run and prints one table (also written to docs/benchmarks.md).
 * Flags: --rounds N (3), --seconds S per round (5), --no-write (leave the docs alone).
 * Exits 0 when targets are missed (it is a report); 1 only when a figure could not be taken.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  adminStats,
  type ChatlinkEnv,
  createLink,
  ensureClientBuild,
  startChatlink,
  tempDataDir,
} from "./lib/chatlink";
import { BROWSER_UA, count, type LoadResult, runLoadOne } from "./lib/load";
import { createTempDatabase } from "./lib/postgres";
import { mb, readRss, sampleRss, serverPid } from "./lib/rss";
import { ROOT, type ServerProcess, startServer } from "./lib/server-process";
import { int, median, ms, renderTable } from "./lib/table";

const { values: flags } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    seconds: { type: "string", default: "5" },
    "no-write": { type: "boolean", default: false },
  },
});
const ROUNDS = Number(flags.rounds);
const ROUND_SECONDS = Number(flags.seconds);
const CONNECTIONS = 64;
const WARMUP_REQUESTS = 20_000;
const CREATE_CONNECTIONS = 16;
const CREATE_SECONDS = 5;
const QR_COLD_REQUESTS = 40;
const QR_CACHED_REQUESTS = 100;
const RSS_TARGET_MB = 200;
const LINK = { phone: "+44 7911 123456", message: "Hi" };
const HEADERS = { "user-agent": BROWSER_UA };

type Status = "pass" | "miss" | "info" | "skipped" | "error";
interface Row {
  figure: string;
  value: string;
  target: string;
  status: Status;
}
const rows: Row[] = [];
const details: string[] = [];
const row = (figure: string, value: string, target = "", status: Status = "info") =>
  rows.push({ figure, value, target, status });
const check = (ok: boolean): Status => (ok ? "pass" : "miss");
const log = (line: string) => console.log(`bench: ${line}`);
const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" / ");

/** Runs one section; a failure becomes an "error" row and the run goes on. */
async function section(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    row(name, "could not measure", "", "error");
    console.error(`bench: ${name} failed: ${(err as Error).stack ?? err}`);
  }
}

/** Sends exactly `amount` redirects at 64 connections. */
function redirects(url: string, amount: number): Promise<LoadResult> {
  return runLoadOne({ url, connections: CONNECTIONS, amount, headers: HEADERS });
}

function assertClean(label: string, result: LoadResult): void {
  const other = result.completed - count(result, 302);
  if (result.errors > 0 || other > 0) {
    details.push(
      `${label}: ${other} non-302 answers ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`,
    );
  }
}

/** Redirect throughput, alternating the bare server and ours; returns ours' 302 count. */
async function redirectRounds(bare: ServerProcess, ours: ServerProcess, code: string): Promise<number> {
  const targets = { bare: `${bare.url}/${code}`, ours: `${ours.url}/${code}` };
  let our302 = 0;
  const amounts: Record<"bare" | "ours", number> = { bare: 0, ours: 0 };
  for (const who of ["bare", "ours"] as const) {
    const warm = await redirects(targets[who], WARMUP_REQUESTS);
    assertClean(`${who} warm-up`, warm);
    if (who === "ours") our302 += count(warm, 302);
    amounts[who] = Math.max(CONNECTIONS * 10, Math.round(warm.rps * ROUND_SECONDS));
    log(`warm-up ${who}: ${int(warm.rps)} req/s`);
  }

  const results: Record<"bare" | "ours", LoadResult[]> = { bare: [], ours: [] };
  const pid = serverPid(ours.pid);
  const rss = sampleRss(pid);
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? (["bare", "ours"] as const) : (["ours", "bare"] as const);
    for (const who of order) {
      const result = await redirects(targets[who], amounts[who]);
      assertClean(`${who} round ${round}`, result);
      if (who === "ours") our302 += count(result, 302);
      results[who].push(result);
      const line = `round ${round} ${who}: ${int(result.rps)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms (${int(result.completed)} requests in ${result.elapsedSec.toFixed(1)} s)`;
      log(line);
      details.push(line);
    }
  }
  const peak = rss.stop();

  const summary = (who: "bare" | "ours") => ({
    rps: median(results[who].map((r) => r.rps)),
    p50: median(results[who].map((r) => r.latencyMs.p50)),
    p99: median(results[who].map((r) => r.latencyMs.p99)),
  });
  const b = summary("bare");
  const o = summary("ours");
  row("Redirect throughput, bare node:http 302", `${int(b.rps)} req/s`, "baseline");
  row("Redirect throughput, ours `GET /<code>`", `${int(o.rps)} req/s`);
  const ratio = o.rps / b.rps;
  // Rounded down, so a ratio shown as 0.80 always passes.
  row(
    "Redirect ratio ours / bare",
    (Math.floor(ratio * 100) / 100).toFixed(2),
    "≥ 0.80",
    check(ratio >= 0.8),
  );
  row("Redirect latency p50 / p99, bare", `${b.p50} / ${b.p99} ms`);
  row("Redirect latency p50 / p99, ours", `${o.p50} / ${o.p99} ms`);
  row(
    "RSS peak under redirect load (PGlite)",
    `${mb(peak).toFixed(0)} MB`,
    `< ${RSS_TARGET_MB} MB`,
    check(mb(peak) < RSS_TARGET_MB),
  );
  return our302;
}

/** Links created per second by POST /api/shorten at moderate concurrency. */
async function creationRate(server: ServerProcess, label: string, target: string): Promise<void> {
  const result = await runLoadOne({
    url: `${server.url}/api/shorten`,
    connections: CREATE_CONNECTIONS,
    durationSec: CREATE_SECONDS,
    method: "POST",
    headers: { ...HEADERS, "content-type": "application/json" },
    body: JSON.stringify(LINK),
  });
  const created = count(result, 201);
  const rate = created / result.elapsedSec;
  const line = `creation ${label}: ${int(created)} links in ${result.elapsedSec.toFixed(1)} s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, answers ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`;
  log(line);
  details.push(line);
  const status = target === "" ? "info" : check(rate >= 1000);
  row(`Link creation, ${label} (${CREATE_CONNECTIONS} connections)`, `${int(rate)} links/s`, target, status);
}

/** Median time of sequential GET /api/qr requests, cold (new data each time) and cached (same data). */
async function qrTimes(server: ServerProcess): Promise<void> {
  const run = `${process.pid}-${Date.now()}`;
  const time = async (data: string, format: "png" | "svg") => {
    const query = new URLSearchParams({ data, size: "300x300", format });
    const started = performance.now();
    const response = await fetch(`${server.url}/api/qr?${query}`);
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.byteLength === 0) {
      throw new Error(`GET /api/qr (${format}) answered ${response.status}`);
    }
    return elapsed;
  };
  for (const format of ["png", "svg"] as const) {
    const cold: number[] = [];
    for (let i = 0; i < QR_COLD_REQUESTS; i++) {
      cold.push(await time(`https://wa.me/447911123456?text=${format}-${run}-${i}`, format));
    }
    const same = `https://wa.me/447911123456?text=${format}-${run}-cached`;
    await time(same, format);
    const cached: number[] = [];
    for (let i = 0; i < QR_CACHED_REQUESTS; i++) cached.push(await time(same, format));
    row(`QR 300 px ${format.toUpperCase()}, cold (median of ${QR_COLD_REQUESTS})`, ms(median(cold)));
    row(`QR 300 px ${format.toUpperCase()}, cached (median of ${QR_CACHED_REQUESTS})`, ms(median(cached)));
  }
}

/** Every 302 the load generator counted must be a recorded click once the server has shut down. */
async function verifyClicks(code: string, sent: number, config: ChatlinkEnv, exitCode: number | null) {
  const stats = await adminStats(code, config);
  const line = `clicks: ${sent} redirects answered 302, admin stats: ${stats.clicks} clicks + ${stats.bots} bots (server exit code ${exitCode})`;
  log(line);
  details.push(line);
  row(
    "Clicks recorded / 302s counted (after SIGTERM)",
    `${int(stats.clicks)} / ${int(sent)}`,
    "equal",
    check(stats.clicks === sent),
  );
}

async function benchPglite(bare: ServerProcess): Promise<void> {
  const data = tempDataDir();
  const config = { dataDir: data.dir };
  let ours: ServerProcess | undefined;
  try {
    // First boot creates and migrates the data directory (PGlite's memory peaks then);
    // the figures below come from a second boot on the existing directory, as in production.
    let bootStart = performance.now();
    const first = await startChatlink(config, "chatlink (PGlite, first boot)");
    const firstBootSec = (performance.now() - bootStart) / 1000;
    const link = await createLink(first.url, LINK);
    const firstRss = readRss(serverPid(first.pid)) ?? 0;
    await first.stop("SIGTERM");
    row("RSS after first boot on a new data directory (PGlite)", `${mb(firstRss).toFixed(0)} MB`);

    bootStart = performance.now();
    ours = await startChatlink(config, "chatlink (PGlite)");
    const server = ours;
    const bootSec = (performance.now() - bootStart) / 1000;
    log(
      `ours on PGlite up at ${server.url} (first boot ${firstBootSec.toFixed(1)} s, reopen ${bootSec.toFixed(1)} s)`,
    );
    details.push(
      `PGlite boot: ${firstBootSec.toFixed(1)} s on a new data directory, ${bootSec.toFixed(1)} s reopening it`,
    );
    const check302 = await fetch(`${server.url}/${link.code}`, { redirect: "manual", headers: HEADERS });
    await check302.arrayBuffer();
    if (check302.status !== 302 || check302.headers.get("location") !== link.whatsappUrl) {
      throw new Error(`GET /${link.code} answered ${check302.status} → ${check302.headers.get("location")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rest = readRss(serverPid(server.pid)) ?? 0;
    row(
      "RSS at rest (PGlite)",
      `${mb(rest).toFixed(0)} MB`,
      `< ${RSS_TARGET_MB} MB`,
      check(mb(rest) < RSS_TARGET_MB),
    );

    let sent = 1;
    await section("Redirect throughput", async () => {
      sent += await redirectRounds(bare, server, link.code);
    });
    await section("QR render time", () => qrTimes(server));
    await section("Link creation, PGlite", () => creationRate(server, "PGlite", ""));
    const exitCode = await server.stop("SIGTERM");
    ours = undefined;
    await section("Clicks recorded", () => verifyClicks(link.code, sent, config, exitCode));
  } finally {
    await ours?.stop("SIGKILL");
    data.remove();
  }
}

async function benchPostgres(): Promise<void> {
  const database = await createTempDatabase();
  if (!database.ok) {
    row("Link creation, PostgreSQL", `skipped: ${database.reason}`, "≥ 1,000 links/s", "skipped");
    log(`PostgreSQL skipped: ${database.reason}`);
    return;
  }
  const data = tempDataDir();
  let ours: ServerProcess | undefined;
  try {
    ours = await startChatlink({ dataDir: data.dir, databaseUrl: database.url }, "chatlink (PostgreSQL)");
    const server = ours;
    log(`ours on PostgreSQL up at ${server.url}`);
    await section("Link creation, PostgreSQL", () => creationRate(server, "PostgreSQL", "≥ 1,000 links/s"));
    await section("RSS on PostgreSQL", async () => {
      const link = await createLink(server.url, LINK);
      const pid = serverPid(server.pid);
      const rest = readRss(pid) ?? 0;
      const rss = sampleRss(pid);
      const result = await redirects(`${server.url}/${link.code}`, 100_000);
      assertClean("PostgreSQL redirects", result);
      const peak = rss.stop();
      details.push(`PostgreSQL redirects: ${int(result.rps)} req/s, p99 ${result.latencyMs.p99} ms`);
      row(
        "RSS after creation burst (PostgreSQL)",
        `${mb(rest).toFixed(0)} MB`,
        `< ${RSS_TARGET_MB} MB`,
        check(mb(rest) < RSS_TARGET_MB),
      );
      row(
        "RSS peak under redirect load (PostgreSQL)",
        `${mb(peak).toFixed(0)} MB`,
        `< ${RSS_TARGET_MB} MB`,
        check(mb(peak) < RSS_TARGET_MB),
      );
    });
  } finally {
    await ours?.stop("SIGTERM");
    data.remove();
    await database.drop();
  }
}

function machine(): string {
  const cpus = os.cpus();
  const gb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${gb} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function report(date: string, seconds: number): string {
  const table = renderTable(
    ["Figure", "Measured", "Target", "Result"],
    rows.map((r) => [r.figure, r.value, r.target, r.status]),
  );
  return `# Benchmarks

Latest results of \`npm run bench\`, written by the script itself (rerun it to refresh).

- **Date:** ${date}
- **Command:** \`npm run bench\` (${ROUNDS} rounds × ~${ROUND_SECONDS} s per server, took ${seconds.toFixed(0)} s)
- **Machine:** ${machine()}
- **Load average (1/5/15 min) at the start:** ${loadAtStart}; other work on the machine makes the absolute figures noisy, the alternating rounds keep the ratio fair

${table}

## How it is measured

- **Load generator:** autocannon 8 in its own process (never the server's), 64 connections,
  a browser user agent, on 127.0.0.1. Each run sends an exact number of requests, so
  every request sent is a counted answer and the click count can be compared exactly.
- **Redirect throughput:** a bare \`node:http\` server answering a fixed 302
  (\`scripts/bench/bare-302-server.ts\`) and our server (\`node --import tsx server/index.ts\`, as
  \`npm run serve\` runs it, PGlite in a temporary \`DATA_DIR\` that a first boot created and
  migrated) each get a 20,000-request warm-up, then ${ROUNDS} rounds
  of ~${ROUND_SECONDS} s, alternating which goes first, so both see the same machine state.
  Figures are the medians of the rounds; latency is autocannon's per-request histogram.
  On 2 cores the load generator and the server share the machine, so absolute numbers
  are lower than with a separate load machine; the ratio is the figure to watch.
- **Clicks:** after the rounds the server gets SIGTERM, then \`npm run admin -- stats <code>\`
  on the same data directory must equal the 302s counted (warm-up and rounds included).
- **Link creation:** \`POST /api/shorten\` for ${CREATE_SECONDS} s at ${CREATE_CONNECTIONS} connections, 201s per second,
  on PGlite and on a fresh PostgreSQL database (skipped when PostgreSQL is unreachable).
- **QR:** sequential \`GET /api/qr?size=300x300\` from the bench process; cold uses new
  data on every request, cached repeats one; median wall time per request.
- **RSS:** \`VmRSS\` from \`/proc/<pid>/status\` of the server's node process (not a launcher),
  at rest one second after boot and sampled every 100 ms during the redirect load (the
  rounds on PGlite, 100,000 redirects on PostgreSQL). The first boot on a new PGlite data
  directory is reported apart: creating the embedded database peaks far above steady state.

## Run details

${details.map((d) => `- ${d}`).join("\n")}
`;
}

async function main(): Promise<number> {
  const started = performance.now();
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  log(`machine: ${machine()}`);
  ensureClientBuild();
  const bare = await startServer({ name: "bare 302", entry: "scripts/bench/bare-302-server.ts" });
  try {
    await section("Benchmarks on PGlite", () => benchPglite(bare));
  } finally {
    await bare.stop();
  }
  await section("Benchmarks on PostgreSQL", benchPostgres);

  const seconds = (performance.now() - started) / 1000;
  const text = report(date, seconds);
  console.log(`\n${text.slice(text.indexOf("| Figure"), text.indexOf("\n\n## How"))}\n`);
  if (!flags["no-write"]) {
    writeFileSync(join(ROOT, "docs", "benchmarks.md"), text);
    log("wrote docs/benchmarks.md");
  }
  return rows.some((r) => r.status === "error") ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: ${(err as Error).stack ?? err}`);
    process.exit(1);
  },
);
