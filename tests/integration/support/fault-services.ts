import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../../../scripts/bench/lib/server-process";

/**
 * Services a fault test may stop and start at will — never the machine's shared
 * PostgreSQL or Redis, which other tests use at the same time.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl, if any. */
function postgresBinDir(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")) && existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], "bin") : null;
}

/** initdb refuses to run as root: as root, run the cluster as the `postgres` user. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  port: number;
  /** A new empty database on this cluster. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop -m immediate: every connection drops at once, as in a crash. */
  stop(): void;
  /** pg_ctl start on the same port and data, waiting until it accepts connections. */
  start(): Promise<void>;
  destroy(): void;
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin";
  if (userInfo().uid === 0) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      return "running as root without a postgres user to own the cluster";
    }
  }
  return null;
}

/** A throw-away PostgreSQL cluster (initdb in a temp dir, trust auth, fsync off) on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const dir = mkdtempSync(join(tmpdir(), "chatlink-pg-"));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const run = (command: string, args: string[]) => {
    const [file, argv] = asClusterOwner(join(bin, command), args);
    execFileSync(file, argv, { stdio: "pipe", cwd: dir });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-N", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
    // pg_ctl -w waits for the postmaster; make sure TCP answers too.
    for (let i = 0; i < 100; i++) {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await pause(100);
      }
    }
    throw new Error(`private PostgreSQL on port ${port} did not accept connections`);
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already stopped
    }
  };
  try {
    await start();
  } catch (err) {
    stop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    adminUrl,
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    destroy() {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGKILL: Redis is simply gone. */
  kill(): Promise<void>;
  /** A new redis-server on the same port (empty: no persistence). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Why a private Redis cannot be started here, or null when it can. */
export function privateRedisUnavailable(): string | null {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return null;
  } catch {
    return "no redis-server on PATH";
  }
}

/** `redis-server --port N --save "" --appendonly no` on a free 127.0.0.1 port. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = proc;
    exited = new Promise((r) => proc.once("exit", () => r()));
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/i.test(output)) resolve();
      };
      proc.stdout?.on("data", onData);
      proc.stderr?.on("data", onData);
      proc.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
  };
  const kill = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, destroy: kill };
}
