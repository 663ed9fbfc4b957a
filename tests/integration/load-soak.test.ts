import { describe, expect, it } from "vitest";
import { runSoak } from "../../scripts/load/run-soak";

// A short soak (~5 s, a few thousand redirects across two links) on the real server
// with an embedded database. Counts only, never timings: they depend on the machine.
describe("redirects under sustained load", () => {
  it("answers every request with a 302 and records every click after a graceful shutdown", async () => {
    const report = await runSoak({ durationSec: 5, rate: 800, links: 2, connections: 8, database: "pglite" });

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
  }, 240_000);
});
