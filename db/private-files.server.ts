import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Creates DATA_DIR private to the server's user (0700) and the embedded database's own
 * directory inside it likewise, tightening that one if an older version created it 0755: it
 * holds password hashes and emails. An existing DATA_DIR is the operator's and keeps its mode,
 * with a warning when others may read it.
 */
export function preparePrivateDataDir(dataDir: string, subdir: string, log: (message: string) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) !== 0)
    log(
      `warning: DATA_DIR ${dataDir} is readable by other users (mode ${mode.toString(8)}); it holds the database and its keys: chmod 700 it`,
    );
  const inner = join(dataDir, subdir);
  mkdirSync(inner, { recursive: true, mode: 0o700 });
  if ((statSync(inner).mode & 0o077) !== 0) chmodSync(inner, 0o700);
}

/**
 * Writes a secret file (mode 0600) atomically: a private temporary file renamed over the
 * target, so the secret is never in a file others may read, even when an older file with a
 * looser mode is being replaced.
 */
export function writePrivateFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, content, { mode: 0o600, flag: "wx" });
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}
