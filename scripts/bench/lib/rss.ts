import { readFileSync } from "node:fs";

/** Resident set size of a process in bytes (VmRSS from /proc), or null when it is gone. */
export function readRss(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] === undefined ? null : Number(match[1]) * 1024;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, in ms, or null when it is gone; with
 * `reapedChildren`, plus that of its children that have ended and been waited for.
 */
export function readCpuMs(pid: number, options: { reapedChildren?: boolean } = {}): number | null {
  try {
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are
    // 14 and 15, and cutime and cstime (the children it has waited for) 16 and 17.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = options.reapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return ((own + reaped) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux that matters here. */
const CLOCK_TICKS = 100;

function command(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The process that really runs the server: `pid` itself unless it is a launcher
 * (npm, a shell, the tsx CLI) whose node child does the work.
 */
export function serverPid(pid: number): number {
  let current = pid;
  for (let depth = 0; depth < 5; depth++) {
    const argv = command(current).join(" ");
    const launcher = /(^|\/)(npm|npx|sh|bash)( |$)|tsx\/dist\/cli|\/\.bin\/tsx/.test(argv);
    const next = children(current)[0];
    if (!launcher || next === undefined) return current;
    current = next;
  }
  return current;
}

/** Samples RSS every `intervalMs` until stopped; reports the peak seen. */
export function sampleRss(pid: number, intervalMs = 100): { stop(): number } {
  let peak = readRss(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readRss(pid) ?? 0);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, readRss(pid) ?? 0);
    },
  };
}

export const mb = (bytes: number) => bytes / (1024 * 1024);
