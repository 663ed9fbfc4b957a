import { readdirSync, readFileSync } from "node:fs";
import { readCpuMs } from "./rss";

/**
 * Where the machine's cores went during one run of ours: the server process, its main (redirect)
 * thread, every local PostgreSQL process and the load generator, read from /proc before and after.
 * On a machine where these share the cores, a thread that must wait for one is a latency no code
 * path shows: the main thread's "waiting" is the time it was ready to run but not running.
 */
export interface CpuSplit {
  /** Wall time of the run, ms. */
  wallMs: number;
  /** CPU ms of the server process (every thread) and of local PostgreSQL (0 when it runs elsewhere). */
  serverMs: number;
  postgresMs: number;
  /** The server's main thread: ms running, and ms ready to run but waiting for a core. */
  mainRunMs: number;
  mainWaitMs: number;
}

/** The main thread's run and wait times in ms (/proc/<pid>/schedstat), or zeros when unreadable. */
function schedMs(pid: number): [number, number] {
  try {
    const [run = "0", wait = "0"] = readFileSync(`/proc/${pid}/schedstat`, "utf8").trim().split(" ");
    return [Number(run) / 1e6, Number(wait) / 1e6];
  } catch {
    return [0, 0];
  }
}

/**
 * CPU ms of every process named `postgres` on this machine, with the children each has waited
 * for: a backend that exits during a run (a connection closed, an autovacuum worker done) moves
 * its time to the postmaster's, where a sum of live processes alone lost it (a negative reading).
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (entry.charCodeAt(0) > 57) continue; // not a pid
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    total += readCpuMs(Number(entry), { reapedChildren: true }) ?? 0;
  }
  return total;
}

/** Starts measuring; the returned function ends it. */
export function startCpuSplit(serverPid: number): () => CpuSplit {
  const wall = performance.now();
  const server = readCpuMs(serverPid) ?? 0;
  const postgres = postgresCpuMs();
  const [run, wait] = schedMs(serverPid);
  return () => {
    const [runEnd, waitEnd] = schedMs(serverPid);
    return {
      wallMs: performance.now() - wall,
      serverMs: (readCpuMs(serverPid) ?? 0) - server,
      postgresMs: postgresCpuMs() - postgres,
      mainRunMs: runEnd - run,
      mainWaitMs: waitEnd - wait,
    };
  };
}
