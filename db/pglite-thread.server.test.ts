import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir } from "../tests/support/fresh-data-dir";
import { BACKGROUND_MARK } from "./background-lane.server";
import { type Database, openDatabase } from "./client.server";
import { isUnavailableError, isUniqueViolation } from "./errors.server";

/** The rows of a raw query (the shared Db type leaves the driver's result untyped). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

// The embedded database answers from its own thread (ADR 0136): what the server's code
// relied on when PGlite ran in its thread must hold across the boundary.
describe("PGlite on its own thread", () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = freshDataDir("chatlink-thread-");
    database = await openDatabase({ dataDir, databaseUrl: undefined, log: () => {} });
    await database.db.execute(sql`create table t (id int primary key, note text)`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a lookup before the click writes queued ahead of it, after at most the one running", async () => {
    const order: string[] = [];
    const writes = [1, 2, 3, 4].map((n) =>
      database.db
        .execute(sql`${sql.raw(BACKGROUND_MARK)} select pg_sleep(0.05)`)
        .then(() => order.push(`write ${n}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first write is running
    const lookup = database.db.execute(sql`select 1`).then(() => order.push("lookup"));
    await Promise.all([...writes, lookup]);
    // In arrival order the lookup would have waited for all four (~200 ms).
    expect(order.indexOf("lookup")).toBeLessThanOrEqual(1);
    expect(order.filter((o) => o !== "lookup")).toEqual(["write 1", "write 2", "write 3", "write 4"]);
  });

  it("has applied the migrations before it answers", async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from links`);
    expect(rowsOf(result)).toEqual([{ n: 0 }]);
  });

  it("returns values as PGlite gives them: text timestamps for drizzle, numbers, bytes", async () => {
    const result = await database.db.execute(
      sql`select timestamptz '2026-11-25 08:00:00+00' as at, 7::int as n, '\\x0102'::bytea as b, true as yes`,
    );
    expect(rowsOf(result)).toEqual([
      { at: "2026-11-25 08:00:00+00", n: 7, b: new Uint8Array([1, 2]), yes: true },
    ]);
  });

  it("keeps a unique violation recognisable (SQLSTATE and constraint survive)", async () => {
    await database.db.execute(sql`insert into t values (1, 'first')`);
    const failure = await database.db.execute(sql`insert into t values (1, 'again')`).catch((e) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    expect((failure as { cause?: { constraint?: string } }).cause?.constraint).toBe("t_pkey");
  });

  it("rolls a transaction back when its work throws, and commits it when it returns", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 'rolled back')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const committed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3, 'kept')`);
      await tx.transaction(async (inner) => inner.execute(sql`insert into t values (4, 'nested')`));
      return "done";
    });
    expect(committed).toBe("done");
    const rows = await database.db.execute(sql`select id from t order by id`);
    expect(rowsOf(rows)).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }]);
  });

  it("rolls back a transaction whose statement failed, and the next one works", async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (5, 'gone')`);
        await tx.execute(sql`insert into t values (1, 'duplicate')`);
      })
      .catch((e) => e);
    expect(isUniqueViolation(failure)).toBe(true);
    await database.db.transaction((tx) => tx.execute(sql`insert into t values (6, 'after')`));
    const rows = await database.db.execute(sql`select id from t where id in (5, 6)`);
    expect(rowsOf(rows)).toEqual([{ id: 6 }]);
  });

  it("keeps the caller's thread free while a query runs for seconds", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let done = false;
    const slow = database.db
      .execute(sql`select count(*)::int as n from generate_series(1, 8000000)`)
      .finally(() => (done = true));
    // Timers keep firing while PostgreSQL counts on the other thread.
    while (ticks < 20 && !done) await new Promise((r) => setTimeout(r, 5));
    clearInterval(timer);
    expect(done).toBe(false);
    expect(rowsOf(await slow)).toEqual([{ n: 8_000_000 }]);
  });

  it("answers every call after close with an unavailable error, not a hang", async () => {
    const otherDir = freshDataDir("chatlink-thread-");
    try {
      const other = await openDatabase({ dataDir: otherDir, databaseUrl: undefined, log: () => {} });
      await other.close();
      const failure = await other.db.execute(sql`select 1`).catch((e) => e);
      expect(isUnavailableError(failure)).toBe(true);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
