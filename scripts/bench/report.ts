/**
 * The text `npm run bench` writes to docs/benchmarks.md: the table of figures, how each is
 * measured, and the findings of earlier profiles (kept here so every run carries them).
 */
import os from "node:os";
import { BENCH_DOMAIN } from "./custom-domain-bench";
import { renderTable } from "./lib/table";
import { PROFILE_FINDINGS } from "./report-findings";

export interface ReportRow {
  figure: string;
  value: string;
  target: string;
  status: string;
}

/** The run's settings the text names, as run.ts sets them. */
export interface ReportSettings {
  ROUNDS: number;
  ROUND_SECONDS: number;
  CREATE_SECONDS: number;
  CREATE_CONNECTIONS: number;
  BRANDED_CONNECTIONS: number;
  BRANDED_ROUNDS: number;
  LATENCY_CONNECTIONS: number;
  REST_SECONDS: number;
  SLOW_RECEIVER_MS: number;
}

export function machine(): string {
  const cpus = os.cpus();
  const gb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${gb} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function report(input: {
  date: string;
  seconds: number;
  rows: ReportRow[];
  details: string[];
  loadAtStart: string;
  settings: ReportSettings;
}): string {
  const { date, seconds, rows, details, loadAtStart } = input;
  const {
    ROUNDS,
    ROUND_SECONDS,
    CREATE_SECONDS,
    CREATE_CONNECTIONS,
    BRANDED_CONNECTIONS,
    BRANDED_ROUNDS,
    LATENCY_CONNECTIONS,
    REST_SECONDS,
    SLOW_RECEIVER_MS,
  } = input.settings;
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
  a browser user agent, on 127.0.0.1. Every run sends an exact number of requests (sized
  from the server's last rate to last ~${ROUND_SECONDS} s), so every request sent is a counted
  answer and the click count can be compared exactly.
- **Redirect throughput:** a bare \`node:http\` server answering a fixed 302
  (\`scripts/bench/bare-302-server.ts\`, bundled with esbuild like ours) and our server
  (the bundle \`npm run build\` writes, started with the variables and node flags of
  \`npm run serve\` as package.json writes them, ADR 0162; PGlite in a temporary \`DATA_DIR\` that a first boot created and
  migrated) are warmed up, then measured in ${ROUNDS} rounds that run them back to back for
  ~${ROUND_SECONDS} s each, alternating which goes first, so both see the same machine state.
  The ratio is the median of the rounds' ratios; the other figures are medians of the
  rounds; latency is per request as autocannon times it.
  On 2 cores the load generator and the server share the machine, so absolute numbers
  are lower than with a separate load machine; the ratio is the figure to watch.
- **Clicks:** after the rounds the server gets SIGTERM, then \`npm run admin -- stats <code>\`
  on the same data directory must equal the 302s counted (warm-up and rounds included).
- **Team link:** a three-agent round-robin team link (agents always open, message "Hi", written
  into the data directory between the two boots) against the same bare server, warmed up and
  measured in ${ROUNDS} alternating rounds the same way, after the plain link's rounds; six
  clicks are checked to visit the agents in turn first. Its clicks are not part of the
  click count below (another link).
- **Webhook on \`link.clicked\`:** a link of a workspace with a \`link.clicked\` endpoint whose
  receiver (in the bench process, on loopback) answers each message after ${SLOW_RECEIVER_MS / 1000} s, against the
  same bare server in ${Math.min(ROUNDS, 3)} alternating rounds of ${Math.min(ROUND_SECONDS, 3)} s; the receiver must get
  at least one message (the hook was on).
- **Custom domain:** a one-number link on a verified custom domain (${BENCH_DOMAIN}, written
  into the data directory with the team link), asked with that domain as \`Host\` at the same
  load and in ${ROUNDS} alternating rounds against the same bare server (which ignores Host);
  issue 25's target is a ratio of at least 0.8. Its clicks are not part of the click count either.
- **Link creation:** \`POST /api/shorten\` for ${CREATE_SECONDS} s at ${CREATE_CONNECTIONS} connections, 201s per second,
  on PGlite and on a fresh PostgreSQL database (skipped when PostgreSQL is unreachable).
- **QR:** sequential \`GET /api/qr?size=300x300\` from the bench process; cold uses new
  data on every request, cached repeats one; median wall time per request.
- **Redirects while branded PNGs render:** a bench account (signed up through the form)
  downloads 2048 px branded PNGs (\`POST /dashboard/links/:id/qr/image\`) on ${BRANDED_CONNECTIONS}
  connections while ${LATENCY_CONNECTIONS} connections send an exact number of redirects; each of
  ${BRANDED_ROUNDS} rounds first measures the same redirects alone, back to back. The ratio is the
  median of the rounds' "while rendering / alone" throughput ratios; p99 is the median of the
  rounds' p99. PNGs are drawn in the render worker process (ADR 0047), so the redirects
  lose CPU (2 cores: worker, server and load generator share them) but never wait
  behind a drawing; before that, each download held the server's thread for ~0.3–0.5 s.
- **CPU per redirect:** user + system time of each server process (\`/proc/<pid>/stat\`)
  over its rounds, divided by the requests answered; steadier than throughput when other
  work shares the machine.
- **RSS:** \`VmRSS\` from \`/proc/<pid>/status\` of the server's node process (not a launcher),
  at rest after ${REST_SECONDS} s idle following boot (start-up memory is returned only after some
  idle seconds; one second after boot it read ~35 MB higher) and sampled every 100 ms during the redirect load (the
  rounds on PGlite, 100,000 redirects on PostgreSQL). The first boot on a new PGlite data
  directory is reported apart: creating the embedded database peaks far above steady state.
  Both servers run compiled JavaScript on plain \`node\`; ours with \`npm run serve\`'s
  settings (glibc's trim threshold), the bare server with node's defaults,
  so its RSS shows what node takes before any of our code. On PGlite the embedded
  PostgreSQL (WebAssembly, in the server's process) counts in the server's RSS.

## Load and soak

\`npm run test:load\` (default: 60 s, 2,000 redirects/s over 4 links, 16 connections, PGlite;
\`--duration\`, \`--rate\`, \`--links\`, \`--connections\`, \`--database pglite|postgres\`, \`--redis <url>\`)
sends an exact number of redirects, stops the server with SIGTERM and checks that every
answer was a 302, that nothing failed, and that \`npm run admin -- stats <code>\` reports as
many clicks as requests were sent, per link; it exits 1 on any difference. A 5-second
version runs in \`npm test\` (\`tests/integration/load-soak.test.ts\`), on PostgreSQL and
Redis as well when \`TEST_DATABASE_URL\` / \`TEST_REDIS_URL\` are set.

${PROFILE_FINDINGS}

## Run details

${details.map((d) => `- ${d}`).join("\n")}
`;
}
