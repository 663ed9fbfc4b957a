/**
 * Runs autocannon jobs side by side in this process (never the server's) and
 * prints one JSON array of summaries. Started by ./load.ts; argv[2] is the JSON job list.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { LoadJob, LoadResult } from "./load";

interface AutocannonResult {
  errors: number;
  timeouts: number;
  resets: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Instance extends PromiseLike<AutocannonResult> {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => Instance;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Response times in ms as autocannon measures them (float; its own histogram rounds to whole ms). */
class Latencies {
  private values = new Float64Array(1 << 16);
  private length = 0;
  add(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  summary() {
    const sorted = this.values.slice(0, this.length).sort();
    const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    const sum = sorted.reduce((a, b) => a + b, 0);
    return { p50: at(0.5), p99: at(0.99), mean: round(sum / Math.max(1, sorted.length)), max: at(1) };
  }
}
const round = (n: number) => Math.round(n * 100) / 100;

/** Picks each request's path from the job's code list (uniform, or 80 % on the hottest 1 %). */
function randomPath(job: LoadJob): (request: { path: string }) => { path: string } {
  const codes = readFileSync(job.randomCodesFile ?? "", "utf8")
    .split("\n")
    .filter(Boolean);
  const hot = Math.max(1, Math.floor(codes.length / 100));
  return (request) => {
    const index =
      job.zipf === true && Math.random() < 0.8
        ? Math.floor(Math.random() * hot)
        : Math.floor(Math.random() * codes.length);
    request.path = `/${codes[index]}`;
    return request;
  };
}

async function run(job: LoadJob): Promise<Omit<LoadResult, "generatorCpuMs">> {
  const started = performance.now();
  let lastResponse = started;
  const latencies = new Latencies();
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount === undefined ? { duration: job.durationSec ?? 5 } : { amount: job.amount }),
    ...(job.overallRate === undefined ? {} : { overallRate: job.overallRate }),
    method: job.method ?? "GET",
    headers: job.headers ?? {},
    ...(job.body === undefined ? {} : { body: job.body }),
    timeout: job.timeoutSec ?? 10,
    ...(job.paths === undefined ? {} : { requests: job.paths.map((path) => ({ path })) }),
    ...(job.randomCodesFile === undefined ? {} : { requests: [{ setupRequest: randomPath(job) }] }),
  });
  instance.on("response", (_client, _status, _bytes, ms) => {
    lastResponse = performance.now();
    latencies.add(ms);
  });
  const result = await instance;
  const elapsedSec = (lastResponse - started) / 1000;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const completed = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    completed,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
    latencyMs: latencies.summary(),
    elapsedSec,
    rps: elapsedSec > 0 ? completed / elapsedSec : 0,
  };
}

const jobs = JSON.parse(process.argv[2] ?? "[]") as LoadJob[];
const cpuAtStart = process.cpuUsage();
const results = await Promise.all(jobs.map(run));
const cpu = process.cpuUsage(cpuAtStart);
const generatorCpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(`${JSON.stringify(results.map((r): LoadResult => ({ ...r, generatorCpuMs })))}\n`);
