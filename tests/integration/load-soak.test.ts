import { describe, expect, it } from "vitest";
import { runSoak, type SoakOptions } from "../../scripts/load/run-soak";

// A short soak (~5 s, a few thousand redirects across two links) on the real server.
// Counts only, never timings: they depend on the machine.
const SHORT = { durationSec: 5, rate: 800, links: 2, connections: 8 } as const;

async function expectEveryClickCounted(options: SoakOptions): Promise<void> {
  const report = await runSoak(options);

  expect(report.problems).toEqual([]);
  expect(report.exitCode).toBe(0);
  for (const link of report.links) {
    expect(link.sent).toBe(2001);
    expect(link.errors).toBe(0);
    expect(link.otherAnswers).toEqual({});
    expect(link.redirects).toBe(link.sent);
    expect(link.clicks).toBe(link.sent);
    expect(link.bots).toBe(0);
  }
}

describe("redirects under sustained load", () => {
  it("answer every request with a 302 and record every click after a graceful shutdown (PGlite)", async () => {
    await expectEveryClickCounted({ ...SHORT, database: "pglite" });
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "answer every request with a 302 and record every click after a graceful shutdown (PostgreSQL, Redis when set)",
    async () => {
      await expectEveryClickCounted({ ...SHORT, database: "postgres", redisUrl: process.env.TEST_REDIS_URL });
    },
    240_000,
  );
});
