import { and, eq, sum } from "drizzle-orm";
import { clickRollups } from "#db/schema";
import { freshAddress, type TestServer } from "./test-server";

/** The p-th percentile of a sample, in ms. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * One visitor's redirects to `code`, one after another with `pauseMs` between, while
 * `more(done)` says so: their times in ms. Each must be a 302 (it throws otherwise), so
 * every one is a click the caller can count.
 */
export async function timeRedirects(
  base: string,
  code: string,
  more: (done: number) => boolean,
  pauseMs: number,
): Promise<number[]> {
  const times: number[] = [];
  const visitor = freshAddress();
  while (more(times.length)) {
    const started = performance.now();
    const res = await fetch(`${base}/${code}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": visitor, "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/120.0" },
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 302) throw new Error(`redirect answered ${res.status}`);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return times;
}

/** The clicks the server has counted for a link, after writing what it holds. */
export async function countedClicks(server: TestServer, linkId: number): Promise<number> {
  await server.running.clicks.flushAll();
  const [row] = await server.running.database.db
    .select({ clicks: sum(clickRollups.count) })
    .from(clickRollups)
    .where(and(eq(clickRollups.linkId, linkId), eq(clickRollups.dimension, "total")));
  return Number(row?.clicks);
}
