import { describe, it } from "vitest";

/**
 * A suite that cannot run on this machine (no TEST_DATABASE_URL, no redis-server binary…).
 * In CI (`CI` set, as .ci/run's environment has it) that is a failure: a suite CI does
 * not run must never count as passed. Elsewhere it is said out loud and listed as a todo,
 * so a developer without PostgreSQL still gets a green run that names what it left out.
 */
export function cannotRun(suite: string, reason: string): void {
  if (process.env.CI) {
    describe(suite, () => {
      it(`runs in CI (it cannot here: ${reason})`, () => {
        throw new Error(`${suite} did not run: ${reason}. CI must run every suite.`);
      });
    });
    return;
  }
  console.warn(`SKIPPED: ${suite} (${reason})`);
  it.todo(`${suite} — not run here: ${reason}`);
}
