import { accessSync, constants, cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * Where tests keep embedded databases: memory-backed /dev/shm when there is one. On CI's
 * machine creating a file on the disk costs ~1 ms (copying a 1,100-file database took 1.3 s
 * there, 0.09 s in /dev/shm), and PGlite makes and writes many.
 */
export function databaseTmpDir(): string {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
}

/**
 * A new DATA_DIR whose embedded database is already made and migrated: a copy of the one the
 * run's global setup made (tests/integration/global-setup.ts). PGlite's initdb costs ~4.5 s of
 * CPU a directory; the server opens the copy as it would its own directory after a restart.
 * A test about a first boot on an empty directory makes its own.
 */
export function freshDataDir(prefix: string): string {
  const dir = mkdtempSync(join(databaseTmpDir(), prefix));
  cpSync(inject("pgliteTemplate"), join(dir, "pglite"), { recursive: true });
  return dir;
}
