/**
 * `npm run test:load`: sustained redirects across several links, then a graceful
 * shutdown and an exact click count per link. Exits 1 on any error, non-302 or mismatch.
 *
 *   npm run test:load -- --duration 60 --rate 2000 --links 4 --connections 16 --database pglite
 *   npm run test:load -- --database postgres --redis redis://127.0.0.1:6379
 *
 * The same settings can come from SOAK_DURATION, SOAK_RATE, SOAK_LINKS,
 * SOAK_CONNECTIONS, SOAK_DATABASE and SOAK_REDIS_URL (flags win). PostgreSQL runs
 * get a fresh database on TEST_DATABASE_URL's server (default 127.0.0.1:5432), dropped after.
 */
import { parseArgs } from "node:util";
import { renderTable } from "../bench/lib/table";
import { runSoak } from "./run-soak";

const env = process.env;
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: env.SOAK_DURATION ?? "60" },
    rate: { type: "string", default: env.SOAK_RATE ?? "2000" },
    links: { type: "string", default: env.SOAK_LINKS ?? "4" },
    connections: { type: "string", default: env.SOAK_CONNECTIONS ?? "16" },
    database: { type: "string", default: env.SOAK_DATABASE ?? "pglite" },
    redis: { type: "string", default: env.SOAK_REDIS_URL },
  },
});

function positive(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return n;
}

async function main(): Promise<number> {
  if (values.database !== "pglite" && values.database !== "postgres") {
    throw new Error(`--database must be pglite or postgres, got ${values.database}`);
  }
  const report = await runSoak({
    durationSec: positive("duration", values.duration),
    rate: positive("rate", values.rate),
    links: positive("links", values.links),
    connections: positive("connections", values.connections),
    database: values.database,
    redisUrl: values.redis,
    log: (line) => console.log(`soak: ${line}`),
  });

  const rows = report.links.map((link) => [
    `/${link.code}`,
    String(link.sent),
    String(link.redirects),
    String(Object.values(link.otherAnswers).reduce((a, b) => a + b, 0)),
    String(link.errors),
    String(link.clicks),
    String(link.bots),
  ]);
  console.log(
    `\n${renderTable(["link", "sent", "302", "other", "errors", "clicks recorded", "bots"], rows)}\n`,
  );
  const sent = report.links.reduce((a, l) => a + l.sent, 0);
  console.log(
    `soak: ${sent} requests in ${report.elapsedSec.toFixed(1)} s (${Math.round(sent / report.elapsedSec)}/s), ` +
      `server RSS peak ${report.rssPeakMb.toFixed(0)} MB, exit code after SIGTERM ${report.exitCode}`,
  );
  if (report.problems.length === 0) {
    console.log("soak: PASS — zero errors, every answer a 302, clicks recorded = requests sent");
    return 0;
  }
  for (const problem of report.problems) console.error(`soak: FAIL ${problem}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`soak: ${(err as Error).stack ?? err}`);
    process.exit(2);
  },
);
