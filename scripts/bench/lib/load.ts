import { execFile } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./server-process";

/** One autocannon run. With `amount` every request sent gets its answer counted (nothing is cut off mid-flight). */
export interface LoadJob {
  url: string;
  connections: number;
  /** Exact number of requests; otherwise `durationSec` (default 5). */
  amount?: number;
  durationSec?: number;
  /** Requests per second across all connections. */
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Paths cycled through by each connection, instead of the url's path. */
  paths?: string[];
  /**
   * A file with one code per line: every request asks for one of them at random, uniformly
   * or, with `zipf`, 80 % of requests on the first 1 % of the codes (the long tail's shape).
   */
  randomCodesFile?: string;
  zipf?: boolean;
  timeoutSec?: number;
}

export interface LoadResult {
  /** Responses received. */
  completed: number;
  /** Responses by HTTP status. */
  statusCodes: Record<string, number>;
  /** Connection errors and timeouts (timeouts are included in errors). */
  errors: number;
  timeouts: number;
  resets: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  /** From the start to the last response. */
  elapsedSec: number;
  rps: number;
  /** CPU the load generator's process used from the start to the end of its jobs, ms (all its jobs together). */
  generatorCpuMs: number;
}

const WORKER = join(ROOT, "scripts", "bench", "lib", "autocannon-worker.ts");

/**
 * Runs the jobs at the same time in one child process running autocannon, so
 * the load generator never shares an event loop with the code under test.
 */
export function runLoad(jobs: LoadJob[]): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", WORKER, JSON.stringify(jobs)],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`autocannon worker failed: ${error.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as LoadResult[]);
        } catch {
          reject(new Error(`autocannon worker printed no result:\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

export async function runLoadOne(job: LoadJob): Promise<LoadResult> {
  const [result] = await runLoad([job]);
  if (result === undefined) throw new Error("autocannon worker returned no result");
  return result;
}

/** Count of responses with this status. */
export const count = (result: LoadResult, status: number) => result.statusCodes[String(status)] ?? 0;

/** A desktop browser's user agent, so redirects count as human clicks rather than bot hits. */
export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
