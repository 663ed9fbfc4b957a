import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root (scripts/bench/lib → ../../..). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  /** The node process itself (spawned directly, never through npm or the tsx CLI). */
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr, last 64 KB). */
  output(): string;
  /** Sends the signal and waits for the exit; SIGKILL after `timeoutMs`. Resolves with the exit code. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

export interface StartOptions {
  name: string;
  /**
   * Relative to the repository root: a compiled .mjs/.js file runs as
   * `node --enable-source-maps <entry>` (as `npm run serve` does), a .ts file as `node --import tsx <entry>`.
   */
  entry: string;
  /** node's flags before the entry; default `--enable-source-maps` for a .js entry, tsx's loader for .ts. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** Path fetched until it answers below 500 (redirects are not followed). */
  readyPath?: string;
  timeoutMs?: number;
}

/** Starts `<entry>` with node (see `StartOptions.entry`) on a free 127.0.0.1 port and waits until it answers HTTP. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = /\.[cm]?js$/.test(opts.entry)
    ? [...(opts.nodeArgs ?? ["--enable-source-maps"]), opts.entry]
    : [...(opts.nodeArgs ?? []), "--import", "tsx", opts.entry];
  // Extra node flags for the server only (e.g. --cpu-prof), which NODE_OPTIONS refuses.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  args.unshift(...extra);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const server: ServerProcess = {
    name: opts.name,
    url,
    port,
    pid: child.pid ?? -1,
    child,
    output: () => log,
    async stop(signal = "SIGTERM", timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${opts.name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${log}`,
      );
    }
    try {
      const response = await fetch(url + (opts.readyPath ?? "/"), { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status < 500) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error(`${opts.name} did not answer at ${url} within ${opts.timeoutMs ?? 60_000} ms:\n${log}`);
}
