import {
  adminStats,
  type ChatlinkEnv,
  type CreatedLink,
  createLink,
  startChatlink,
  tempDataDir,
} from "../bench/lib/chatlink";
import { BROWSER_UA, count, runLoad } from "../bench/lib/load";
import { createTempDatabase } from "../bench/lib/postgres";
import { mb, readRss, sampleRss, serverPid } from "../bench/lib/rss";
import type { ServerProcess } from "../bench/lib/server-process";

export interface SoakOptions {
  /** How long the load runs at `rate` (it takes longer if the server cannot keep up). */
  durationSec: number;
  /** Redirects per second, across all links. */
  rate: number;
  links: number;
  /** Connections, across all links. */
  connections: number;
  database: "pglite" | "postgres";
  /** Run the server with this REDIS_URL (shared cache bus and rate limits), as several instances would. */
  redisUrl?: string;
  log?: (line: string) => void;
}

export interface LinkOutcome {
  code: string;
  /** Requests sent to this link (the check request included). */
  sent: number;
  /** Answers with 302. */
  redirects: number;
  /** Answers with any other status. */
  otherAnswers: Record<string, number>;
  errors: number;
  /** Human clicks and bot hits from `npm run admin -- stats <code>` after the shutdown. */
  clicks: number;
  bots: number;
}

export interface SoakReport {
  options: SoakOptions;
  links: LinkOutcome[];
  elapsedSec: number;
  rssPeakMb: number;
  /** The server's exit code after SIGTERM (0 for a clean shutdown). */
  exitCode: number | null;
  /** Every broken expectation, in words; empty when the run is clean. */
  problems: string[];
}

const HEADERS = { "user-agent": BROWSER_UA };

/** One request through the normal client, checking the 302 goes where the API said. */
async function checkRedirect(server: ServerProcess, link: CreatedLink): Promise<void> {
  const response = await fetch(`${server.url}/${link.code}`, { redirect: "manual", headers: HEADERS });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status !== 302 || location !== link.whatsappUrl) {
    throw new Error(
      `GET /${link.code} answered ${response.status} → ${location}, expected 302 → ${link.whatsappUrl}`,
    );
  }
}

/**
 * Starts the real server on a fresh database, sends an exact number of redirects
 * to several links at a steady rate, shuts the server down with SIGTERM and
 * compares what was sent with what `npm run admin -- stats` reports.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const data = tempDataDir("chatlink-soak-");
  const database = options.database === "postgres" ? await createTempDatabase("chatlink_soak") : undefined;
  if (database && !database.ok) throw new Error(database.reason);
  const config: ChatlinkEnv = { dataDir: data.dir, databaseUrl: database?.url, redisUrl: options.redisUrl };
  let server: ServerProcess | undefined;
  try {
    server = await startChatlink(config, `chatlink (${options.database})`);
    const links: CreatedLink[] = [];
    for (let i = 0; i < options.links; i++) {
      const link = await createLink(server.url, { phone: "+44 7911 123456", message: `Soak link ${i + 1}` });
      await checkRedirect(server, link);
      links.push(link);
    }

    const perLinkRate = Math.max(1, Math.floor(options.rate / options.links));
    const connections = Math.max(1, Math.min(perLinkRate, Math.floor(options.connections / options.links)));
    const amount = Math.max(connections, Math.round(perLinkRate * options.durationSec));
    log(
      `${links.length} links × ${amount} redirects at ${perLinkRate}/s each, ${connections} connections each, on ${options.database}${options.redisUrl ? " with Redis" : ""}`,
    );

    const pid = serverPid(server.pid);
    const peak = sampleRss(pid);
    const progress = setInterval(() => log(`server RSS ${mb(readRss(pid) ?? 0).toFixed(0)} MB`), 10_000);
    const started = performance.now();
    const results = await runLoad(
      links.map((link) => ({
        url: `${server?.url}/${link.code}`,
        connections,
        amount,
        overallRate: perLinkRate,
        headers: HEADERS,
      })),
    );
    const elapsedSec = (performance.now() - started) / 1000;
    clearInterval(progress);
    const rssPeakMb = mb(peak.stop());

    const exitCode = await server.stop("SIGTERM");
    server = undefined;

    const outcomes: LinkOutcome[] = [];
    for (const [i, link] of links.entries()) {
      const result = results[i];
      if (result === undefined) throw new Error(`no load result for ${link.code}`);
      const stats = await adminStats(link.code, config);
      const otherAnswers = Object.fromEntries(
        Object.entries(result.statusCodes).filter(([s]) => s !== "302"),
      );
      outcomes.push({
        code: link.code,
        sent: amount + 1,
        redirects: count(result, 302) + 1,
        otherAnswers,
        errors: result.errors,
        clicks: stats.clicks,
        bots: stats.bots,
      });
    }
    return {
      options,
      links: outcomes,
      elapsedSec,
      rssPeakMb,
      exitCode,
      problems: problemsOf(outcomes, exitCode),
    };
  } finally {
    await server?.stop("SIGKILL");
    data.remove();
    if (database?.ok) await database.drop();
  }
}

function problemsOf(links: LinkOutcome[], exitCode: number | null): string[] {
  const problems: string[] = [];
  if (exitCode !== 0) problems.push(`server exit code after SIGTERM was ${exitCode}, expected 0`);
  for (const link of links) {
    const other = Object.values(link.otherAnswers).reduce((a, b) => a + b, 0);
    if (link.errors > 0) problems.push(`/${link.code}: ${link.errors} connection errors or timeouts`);
    if (other > 0)
      problems.push(`/${link.code}: ${other} answers other than 302 ${JSON.stringify(link.otherAnswers)}`);
    if (link.redirects + other !== link.sent) {
      problems.push(`/${link.code}: ${link.sent} requests sent but ${link.redirects + other} answered`);
    }
    if (link.clicks !== link.sent)
      problems.push(`/${link.code}: ${link.sent} requests sent, ${link.clicks} clicks recorded`);
    if (link.bots !== 0) problems.push(`/${link.code}: ${link.bots} browser requests recorded as bots`);
  }
  return problems;
}
