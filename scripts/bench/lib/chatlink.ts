import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { buildServerBundles, SERVER_BUNDLE, serverBundleIsStale } from "../../build-server";
import { serveCommand } from "./serve-command";
import { ROOT, type ServerProcess, startServer } from "./server-process";

/**
 * The server as `npm run serve` starts it (its environment, node's flags, the compiled bundle)
 * and the admin command; BENCH_SERVER_ENTRY measures another build (a .ts entry runs through tsx)
 * with the same environment and flags.
 */
const SERVE = serveCommand(ROOT);
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? relative(ROOT, SERVER_BUNDLE);
if (process.env.BENCH_SERVER_ENTRY === undefined && SERVE.entry !== SERVER_ENTRY)
  throw new Error(`npm run serve runs ${SERVE.entry}, the bench expected ${SERVER_ENTRY}`);
const ADMIN_COMMAND = (process.env.BENCH_ADMIN_COMMAND ?? "npm run --silent admin --").split(" ");

/** Builds the client (React Router) once when build/server/index.js is missing. */
export function ensureClientBuild(): void {
  if (existsSync(join(ROOT, "build", "server", "index.js"))) return;
  try {
    execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "pipe" });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`react-router build failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

/** Bundles the server (as `npm run build` does) when the bundle is missing or older than its sources. */
export async function ensureServerBundle(): Promise<void> {
  if (process.env.BENCH_SERVER_ENTRY === undefined && serverBundleIsStale()) await buildServerBundles();
}

/** A temporary DATA_DIR for the embedded database, removed by `remove()`. */
export function tempDataDir(prefix = "chatlink-bench-"): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ChatlinkEnv {
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  /** Shared cache and rate-limit store; unset means in-process only. */
  redisUrl?: string;
  /** Creations per address per minute; benchmarks need far more than the default 30. */
  createPerMinute?: number;
}

function envFor(config: ChatlinkEnv): Record<string, string> {
  return {
    // What `npm run serve` sets: NODE_ENV=production (without it React's development build runs,
    // and weighs, in the server) and the allocator's setting that gives freed memory back.
    ...SERVE.env,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? "",
    REDIS_URL: config.redisUrl ?? "",
    RATE_LIMIT_CREATE_PER_MINUTE: String(config.createPerMinute ?? 1_000_000),
    // The bench draws many images as one account from one address: it measures the worker and
    // the redirect path, not the limits.
    RATE_LIMIT_QR_PNG_PER_MINUTE: "1000000",
    RATE_LIMIT_QR_RENDER_PER_MINUTE: "1000000",
    RATE_LIMIT_QR_IMAGES_PER_10S: "1000000",
    RATE_LIMIT_FORMS_PER_10S: "1000000",
    // The webhooks scenario's receiver listens on loopback.
    WEBHOOKS_ALLOW_PRIVATE: "1",
  };
}

/** The real ChatLink server in its own process on a free port. */
export async function startChatlink(config: ChatlinkEnv, name = "chatlink"): Promise<ServerProcess> {
  ensureClientBuild();
  await ensureServerBundle();
  return startServer({
    name,
    entry: SERVER_ENTRY,
    nodeArgs: SERVE.nodeArgs,
    env: envFor(config),
    readyPath: "/",
    timeoutMs: 120_000,
  });
}

export interface CreatedLink {
  code: string;
  shortUrl: string;
  whatsappUrl: string;
}

/** POST /api/shorten; throws unless the answer is 201. */
export async function createLink(baseUrl: string, body: Record<string, string>): Promise<CreatedLink> {
  const response = await fetch(`${baseUrl}/api/shorten`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/shorten answered ${response.status}: ${text}`);
  return JSON.parse(text) as CreatedLink;
}

export interface LinkStatsLine {
  clicks: number;
  bots: number;
  [key: string]: unknown;
}

/** `npm run admin -- stats <code>` against the same database; the last line of its output is JSON. */
export function adminStats(code: string, config: ChatlinkEnv): Promise<LinkStatsLine> {
  const [command = "npm", ...args] = ADMIN_COMMAND;
  return new Promise((resolve, reject) => {
    execFile(
      command,
      [...args, "stats", code],
      { cwd: ROOT, env: { ...process.env, ...envFor(config) }, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`admin stats ${code} failed: ${error.message}\n${stdout}${stderr}`));
        const last = stdout.trim().split("\n").at(-1) ?? "";
        try {
          resolve(JSON.parse(last) as LinkStatsLine);
        } catch {
          reject(new Error(`admin stats ${code} printed no JSON last line:\n${stdout}${stderr}`));
        }
      },
    );
  });
}
