import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOwner } from "./analytics-accounts";
import { countedClicks, percentile, timeRedirects } from "./support/redirect-timing";
import { bootTestServer, type TestServer } from "./support/test-server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The embedded database runs on its own thread (ADR 0136). Before, PGlite ran
 * PostgreSQL's code on the server's event loop: one query that took seconds (a
 * year of analytics, a big import) held every redirect until it ended.
 */
describe("redirects on the embedded database while a query runs for seconds", () => {
  let server: TestServer;
  let link: { id: number; code: string };
  let redirects = 0;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    link = await (await signedInOwner(server)).createLink();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** `count` redirects one after another from one visitor, their times in ms. */
  async function redirectTimes(count: number): Promise<number[]> {
    const times = await timeRedirects(server.base, link.code, (done) => done < count, 3);
    redirects += times.length;
    return times;
  }

  it("answers every redirect before the query ends, the p95 within 5× idle (or 10 ms), every click counted", {
    timeout: 120_000,
  }, async () => {
    await redirectTimes(100); // warm-up: JIT, and the link in the resolver's cache
    const idle = await redirectTimes(150);

    let queryEnded = false;
    // About three seconds of PostgreSQL work on two cores: longer than the redirects below take.
    const slow = server.running.database.db
      .execute(sql`select count(*)::int as n from generate_series(1, 30000000)`)
      .finally(() => (queryEnded = true));
    await sleep(20);
    const during = await redirectTimes(150);
    const endedFirst = queryEnded;
    expect(((await slow) as { rows: unknown[] }).rows).toEqual([{ n: 30_000_000 }]);

    const summary = `idle p95 ${percentile(idle, 95).toFixed(1)} ms, during p95 ${percentile(during, 95).toFixed(1)} ms, longest ${Math.max(...during).toFixed(1)} ms`;
    console.log(summary);
    expect(endedFirst, `the redirects waited for the query (${summary})`).toBe(false);
    expect(percentile(during, 95), summary).toBeLessThanOrEqual(Math.max(5 * percentile(idle, 95), 10));

    expect(await countedClicks(server, link.id)).toBe(redirects);
  });
});
