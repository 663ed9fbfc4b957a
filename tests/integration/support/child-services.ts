import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";

/**
 * Long-running helper binaries (pebble, Caddy…) started by a test: their output kept for the
 * failure message, stopped with SIGTERM then SIGKILL, and killed too if the test process exits
 * without stopping them, so no run leaves a stray listener on the shared machine.
 */

export interface Service {
  name: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after a few seconds; resolves once the process has gone. */
  stop(): Promise<void>;
}

const SETPRIV = "/usr/bin/setpriv";
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function killStragglersOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const child of running) child.kill("SIGKILL");
  });
}

/**
 * This process's environment without proxy settings: the services talk only to each other on
 * loopback, and a Go program would otherwise send some of that through a configured proxy.
 */
export function loopbackEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^(https?|all|no)_proxy$/i.test(name)) env[name] = value;
  return { ...env, ...extra };
}

/** The first of `binaries` that is not an executable file here, or null when all are. */
export function missingBinary(binaries: string[]): string | null {
  return binaries.find((path) => !existsSync(path)) ?? null;
}

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Service {
  killStragglersOnExit();
  // setpriv (util-linux) makes the kernel kill the service if this process dies without
  // running its exit hooks (a worker killed by a signal); it execs, so the pid is the service's.
  const [file, argv] = existsSync(SETPRIV)
    ? [SETPRIV, ["--pdeathsig", "KILL", "--", command, ...args]]
    : [command, args];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    env: options.env ?? loopbackEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; a chatty service must not grow without bound.
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  child.once("error", (err) => keep(Buffer.from(`\n${name} could not start: ${err.message}\n`)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, output: () => output, stop };
}

/** Resolves when `check` does, polling every 100 ms; rejects with the service's output if it exits or time runs out. */
export async function waitUntilReady(
  service: Service,
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null)
      throw new Error(`${service.name} exited before ${what}:\n${service.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${service.name}: no ${what} after ${timeoutMs} ms:\n${service.output()}`);
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}
