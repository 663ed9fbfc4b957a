import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Another live process holds the embedded database (PGlite allows one process per data directory). */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}. ` +
        "Only one process may open the embedded database: stop that process, or use it (npm run admin goes through a running server).",
    );
    this.name = "DataDirBusyError";
  }
}

const LOCK_NAME = "chatlink.lock";
/** Held only while a stale lock is being removed, so two processes never both remove one. */
const BREAK_NAME = `${LOCK_NAME}.break`;

interface Holder {
  pid: number;
  /** The process's start time (Linux: clock ticks after boot), telling a reused pid from the holder. */
  start: string | null;
}

/**
 * Takes DATA_DIR/chatlink.lock for this process (docs/decisions/0085), so a second process gets
 * a clear message instead of corrupting the embedded database.
 *
 * The lock is never visible without its content: our pid (and start time) is written to a private
 * temporary file first, which is then hard-linked to the lock's name — atomic, and failing with
 * EEXIST when the lock exists. A lock whose holder is dead (kill -9), or whose pid now belongs to
 * another process (a different start time), or to us (a restarted container's pid 1), is stale:
 * it is removed under a second link-taken guard, and only if it is still the same file, so two
 * processes finding it stale at once cannot remove each other's fresh lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const lockPath = join(dir, LOCK_NAME);
  const mine: Holder = { pid: process.pid, start: processStart(process.pid) };
  const temporary = join(dir, `${LOCK_NAME}.${process.pid}.${randomBytes(6).toString("hex")}`);
  writeFileSync(temporary, `${mine.pid}\n${mine.start ?? ""}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        linkSync(temporary, lockPath);
        return () => {
          // Ours only: never remove a lock another process took over.
          if (readHolder(lockPath)?.pid === mine.pid) rmSync(lockPath, { force: true });
        };
      } catch (err) {
        if (errorCode(err) !== "EEXIST") throw err;
      }
      const seen = fileId(lockPath);
      if (seen === null) continue; // released meanwhile: try again
      const holder = readHolder(lockPath);
      if (holder !== null && holder.pid !== process.pid && isRunning(holder))
        throw new DataDirBusyError(dataDir, holder.pid);
      // Stale (or, written by an older version, without a pid): remove it if it is still that file.
      removeStale(dir, lockPath, seen, temporary);
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function removeStale(dir: string, lockPath: string, seen: string, temporary: string): void {
  const guardPath = join(dir, BREAK_NAME);
  try {
    linkSync(temporary, guardPath);
  } catch (err) {
    if (errorCode(err) !== "EEXIST") throw err;
    const guard = readHolder(guardPath);
    // A guard left by a process that died while holding it (microseconds): clear it and retry.
    if (guard === null || !isRunning(guard)) rmSync(guardPath, { force: true });
    else pause(5);
    return;
  }
  try {
    if (fileId(lockPath) === seen) unlinkSync(lockPath);
  } catch (err) {
    if (errorCode(err) !== "ENOENT") throw err;
  } finally {
    rmSync(guardPath, { force: true });
  }
}

function readHolder(path: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return null;
  }
  const [pidText, startText] = text.split("\n");
  const pid = Number.parseInt((pidText ?? "").trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const start = (startText ?? "").trim();
  return { pid, start: start === "" ? null : start };
}

/** Whether the holder still runs: its pid is alive and, where the system tells, started when it did. */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if (errorCode(err) !== "EPERM") return false;
  }
  if (holder.start === null) return true;
  const start = processStart(holder.pid);
  return start === null || start === holder.start;
}

/** Field 22 of /proc/<pid>/stat (start time after boot); null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from after its last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The lock file seen, so that only that file is ever removed: device, inode and change time
 * (an inode freed by one removal can be reused at once by another process's new lock) and content.
 */
function fileId(path: string): string | null {
  try {
    const stat = statSync(path, { bigint: true });
    return `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${readFileSync(path, "utf8")}`;
  } catch {
    return null;
  }
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
