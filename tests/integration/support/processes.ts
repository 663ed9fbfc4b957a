import { type ChildProcess, execFile, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { serveCommand } from "../../../scripts/bench/lib/serve-command";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const SERVE_ENV = serveCommand(ROOT).env;

/** Environment for a child process: ours minus anything that would point it at another database. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "REDIS_URL", "TRUST_PROXY", "PORT", "HOST", "PUBLIC_URL", "DATA_DIR"])
    delete env[name];
  // The copy made by global-setup.ts, safe from rebuilds of build/ during the run; the variables
  // `npm run serve` sets (Vitest's NODE_ENV=test would give the server React's development build).
  return { ...env, CHATLINK_BUILD_DIR: inject("buildDir"), ...SERVE_ENV, ...extra };
}

/** The operator CLI's environment for a test server: its DATA_DIR, its database, and PUBLIC_URL. */
export function cliEnvFor(
  dataDir: string,
  databaseUrl: string | undefined,
  publicUrl: string,
): NodeJS.ProcessEnv {
  return childEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/** `node --import tsx server/index.ts` (what `npm run serve` runs), resolved once it prints its URL. */
export function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolvePromise({ url: match[1], child, exited, output: () => output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Starts a server expected to fail, resolving with its exit code and output. */
export function runFailingServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: ROOT, env });
    let output = "";
    child.stdout.on("data", (c: Buffer) => {
      output += c.toString();
      if (/listening on/.test(output)) child.kill("SIGTERM");
    });
    child.stderr.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.once("exit", (code) => resolvePromise({ code, output }));
  });
}

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line of stdout, parsed (the CLI's contract). */
  json: Record<string, unknown>;
}

/** `npm run admin -- …` without npm's own output: `node --import tsx scripts/admin.ts …`. */
export function runAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<AdminRun> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/admin.ts", ...args],
      { cwd: ROOT, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        const last = stdout.trim().split("\n").at(-1) ?? "";
        try {
          resolvePromise({ code, stdout, stderr, json: JSON.parse(last) as Record<string, unknown> });
        } catch {
          reject(new Error(`admin ${args.join(" ")} printed no JSON (exit ${code}):\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}
