import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirBusyError, lockDataDir } from "./data-dir-lock.server";

const CONTENDERS = 6;
const ROUNDS = 30;
/** A pid no process has (above the kernel's default pid_max of 4194304). */
const DEAD_PID = 4_194_999;

const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `chatlink-lock-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function waitFor(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

describe("data directory lock", () => {
  it("lets exactly one of several processes starting together take it, fresh or over a stale lock", {
    timeout: 180_000,
  }, async () => {
    const base = tempDir("race");
    const children: ChildProcess[] = [];
    for (let i = 0; i < CONTENDERS; i++)
      children.push(
        spawn(process.execPath, ["--import", "tsx", "db/testing/lock-contender.ts", base, String(ROUNDS)], {
          stdio: ["ignore", "inherit", "inherit"],
        }),
      );
    const exited = children.map((child) => new Promise((r) => child.once("exit", r)));
    const tally: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const dir = join(base, `d-${round}`);
        mkdirSync(dir);
        // A third of the rounds start clean, a third over a lock left by a dead process, a third
        // over an empty lock (what an older version left when killed between create and write).
        if (round % 3 === 1) writeFileSync(join(dir, "chatlink.lock"), `${DEAD_PID}\n`);
        if (round % 3 === 2) writeFileSync(join(dir, "chatlink.lock"), "");
        // The first round waits for the contenders to start (tsx), later ones only a moment.
        writeFileSync(join(base, `go-${round}`), String(Date.now() + (round === 0 ? 3000 : 30)));
        const results = () => readdirSync(base).filter((name) => name.startsWith(`res-${round}-`));
        await waitFor(() => results().length === CONTENDERS, `round ${round}`);
        const outcomes = results().map((name) => readFileSync(join(base, name), "utf8"));
        const won = outcomes.filter((o) => o === "won").length;
        if (won !== 1 || outcomes.some((o) => o !== "won" && o !== "busy"))
          tally.push(`round ${round}: ${outcomes.join(", ")}`);
      }
    } finally {
      writeFileSync(join(base, "end"), "");
      await Promise.all(exited);
    }
    expect(tally).toEqual([]);
  });

  it("is never visible without its holder's pid, and a second lock in a live holder's directory is refused", () => {
    const dir = tempDir("busy");
    const release = lockDataDir(dir);
    try {
      expect(readFileSync(join(dir, "chatlink.lock"), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
      // No temporary file is left beside the lock.
      expect(readdirSync(dir)).toEqual(["chatlink.lock"]);
      // Held by a live process that is not us (our parent, the test runner's worker pool).
      writeFileSync(join(dir, "chatlink.lock"), `${process.ppid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    } finally {
      release();
      rmSync(join(dir, "chatlink.lock"), { force: true });
    }
  });

  it("takes over a lock whose pid now belongs to another process (a different start time)", () => {
    const dir = tempDir("reuse");
    // The parent is alive, but it started at another moment than this lock says its holder did.
    writeFileSync(join(dir, "chatlink.lock"), `${process.ppid}\n1\n`);
    if (!existsSync(`/proc/${process.ppid}/stat`)) return; // no /proc: pid liveness only
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "chatlink.lock"), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    release();
    expect(existsSync(join(dir, "chatlink.lock"))).toBe(false);
  });
});
