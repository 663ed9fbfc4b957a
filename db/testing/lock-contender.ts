import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lockDataDir } from "../client.server";

/**
 * One contender in data-dir-lock.server.test.ts: for each round, waits for the parent's
 * `go-<round>` file (a start time), spins until that moment so every contender tries at once,
 * tries to lock `d-<round>`, writes `res-<round>-<pid>` and keeps any lock it won (alive, so
 * the others must see it as held) until the end.
 */
const [base = "", roundsText = "0"] = process.argv.slice(2);
const rounds = Number(roundsText);
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

for (let round = 0; round < rounds; round++) {
  const go = join(base, `go-${round}`);
  while (!existsSync(go)) sleep(1);
  const at = Number(readFileSync(go, "utf8"));
  while (Date.now() < at) {
    // spin: every contender leaves this loop within the same millisecond
  }
  let result: string;
  try {
    lockDataDir(join(base, `d-${round}`));
    result = "won";
  } catch (err) {
    result = err instanceof Error && err.name === "DataDirBusyError" ? "busy" : `error: ${String(err)}`;
  }
  // Written aside then renamed, so the parent never reads a half-written result.
  writeFileSync(join(base, `tmp-${process.pid}`), result);
  renameSync(join(base, `tmp-${process.pid}`), join(base, `res-${round}-${process.pid}`));
}
while (!existsSync(join(base, "end"))) sleep(5);
