import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIMENSION_VALUE_CAPS, OTHER_VALUE } from "#core/click-values";
import type { ClickRollupRow } from "#db/queries/clicks.server";
import { ClickRecorder, type ClickRecorderOptions } from "./click-recorder.server";
import { asBot, describeClient, referrerHost } from "./describe-client.server";

/** What the drivers throw: the SQLSTATE on the error or its cause. */
/** Shaped like Drizzle's DrizzleQueryError: the statement, its parameters, the driver's error as cause. */
function dbError(code: string, message = "refused"): Error {
  return Object.assign(
    new Error("Failed query: insert into click_rollups …\nparams: secret.example", {
      cause: Object.assign(new Error(message), { code }),
    }),
    { query: "insert into click_rollups …", params: ["secret.example"] },
  );
}

const CHROME = describeClient("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36");

describe("ClickRecorder", () => {
  const recorders: ClickRecorder[] = [];
  afterEach(async () => {
    for (const r of recorders.splice(0)) await r.close(1).catch(() => {});
  });
  function recorder(
    write: (rows: ClickRollupRow[]) => Promise<void>,
    log: (m: string) => void = () => {},
    options: ClickRecorderOptions = {},
  ): ClickRecorder {
    // A long interval: these tests flush by hand.
    const r = new ClickRecorder(write, log, 3_600_000, options);
    recorders.push(r);
    return r;
  }

  it("writes one row per dimension value with summed counts", async () => {
    const written: ClickRollupRow[][] = [];
    const r = recorder(async (rows) => {
      written.push(rows);
    });
    for (let i = 0; i < 3; i++) r.record({ linkId: 7, profile: CHROME, country: "GB", referrer: "direct" });
    r.record({ linkId: 7, profile: CHROME, country: null, referrer: "t.co" });
    await r.flushAll();
    const rows = written.flat();
    const total = rows.find((row) => row.dimension === "total" && !row.isBot);
    expect(total?.count).toBe(4);
    expect(rows.find((row) => row.dimension === "country" && row.value === "GB")?.count).toBe(3);
    expect(rows.find((row) => row.dimension === "country" && row.value === "unknown")?.count).toBe(1);
    expect(rows.find((row) => row.dimension === "browser")?.value).toBe("Chrome");
    expect(r.pendingKeys).toBe(0);
  });

  it("writes a flush in parts of at most maxRowsPerWrite rows, so a lookup queued meanwhile waits for one part", async () => {
    // A serial database, as the embedded one is: every statement in arrival order.
    const log: string[] = [];
    let queue = Promise.resolve();
    const serial = (name: string) => {
      queue = queue.then(async () => {
        log.push(name);
        await new Promise((r) => setImmediate(r));
      });
      return queue;
    };
    const sizes: number[] = [];
    const r = recorder(
      (rows) => {
        sizes.push(rows.length);
        return serial(`write ${sizes.length}`);
      },
      () => {},
      { maxRowsPerWrite: 500 },
    );
    for (let link = 1; link <= 400; link++)
      r.record({ linkId: link, profile: CHROME, country: "GB", referrer: "direct" });
    const flushed = r.flushAll();
    await new Promise((r) => setImmediate(r));
    const lookup = serial("lookup"); // a redirect's miss, arriving while the flush runs
    await Promise.all([flushed, lookup]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(400 * 6);
    expect(log.indexOf("lookup")).toBeLessThanOrEqual(1);
    expect(r.pendingKeys).toBe(0);
  });

  it("keeps the parts not yet written when one write fails, and writes each row exactly once", async () => {
    let calls = 0;
    const written: ClickRollupRow[] = [];
    const r = recorder(
      async (rows) => {
        calls++;
        if (calls === 2) throw new Error("connection reset");
        written.push(...rows);
      },
      () => {},
      { maxRowsPerWrite: 100 },
    );
    for (let link = 1; link <= 60; link++)
      r.record({ linkId: link, profile: CHROME, country: "GB", referrer: "direct" });
    await expect(r.flush()).rejects.toThrow("connection reset");
    await r.flush();
    const totals = written.filter((row) => row.dimension === "total");
    expect(totals).toHaveLength(60);
    expect(new Set(totals.map((row) => row.linkId)).size).toBe(60);
    expect(totals.every((row) => row.count === 1)).toBe(true);
  });

  it("writes longer statements while clicks pile up behind a slow writer, so none goes uncounted", async () => {
    // A writer slower than the clicks (the embedded database under long-tail traffic): each write
    // of 10 links' rows lets 15 clicks on new links arrive. With short writes only, the 500
    // waiting counters are reached and clicks lost (the test below); once half that waits,
    // writes carry up to 600 rows and the backlog shrinks.
    const sizes: number[] = [];
    let nextLink = 1;
    const logs: string[] = [];
    const click = () => r.record({ linkId: nextLink++, profile: CHROME, country: "GB", referrer: "direct" });
    const r = recorder(
      async (rows) => {
        sizes.push(rows.length);
        for (let i = 0; i < 15; i++) click();
      },
      (m) => logs.push(m),
      { maxRowsPerWrite: 60, catchUpRowsPerWrite: 600, maxPendingKeys: 500 },
    );
    for (let i = 0; i < 200; i++) click();
    for (let flush = 0; flush < 6; flush++) await r.flush();
    expect(sizes.slice(0, 3)).toEqual([60, 60, 60]); // no backlog yet: short writes
    expect(Math.max(...sizes)).toBeGreaterThan(60); // behind: long ones
    expect(logs.filter((m) => m.includes("not counted"))).toEqual([]);
    const clicked = nextLink - 1;
    await r.close(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(clicked * 6);
  });

  it("writes what waits at shutdown in the longer writes, nothing to give way to then", async () => {
    const sizes: number[] = [];
    const r = recorder(
      async (rows) => {
        sizes.push(rows.length);
      },
      () => {},
      { maxRowsPerWrite: 60, catchUpRowsPerWrite: 600 },
    );
    for (let link = 1; link <= 150; link++)
      r.record({ linkId: link, profile: CHROME, country: "GB", referrer: "direct" });
    await r.close(1);
    expect(sizes).toEqual([600, 300]);
  });

  it("loses clicks under the same backlog when there is no longer write to catch up with", async () => {
    // The control for the test above: the same writer and bound, short writes only.
    let nextLink = 1;
    const logs: string[] = [];
    const click = () => r.record({ linkId: nextLink++, profile: CHROME, country: "GB", referrer: "direct" });
    const r = recorder(
      async () => {
        for (let i = 0; i < 15; i++) click();
      },
      (m) => logs.push(m),
      { maxRowsPerWrite: 60, maxPendingKeys: 500 },
    );
    for (let i = 0; i < 200; i++) click();
    for (let flush = 0; flush < 6; flush++) await r.flush();
    expect(logs.some((m) => m.includes("not counted"))).toBe(true);
  });

  it("prepares a flush's rows once, however many writes it takes, and writes only what the preparation kept", async () => {
    const prepared: number[] = [];
    const written: ClickRollupRow[] = [];
    const r = recorder(
      async (rows) => {
        written.push(...rows);
      },
      () => {},
      {
        maxRowsPerWrite: 100,
        // As the recording switches do: a workspace that turned countries off.
        prepare: async (rows) => {
          prepared.push(rows.length);
          return rows.filter((row) => row.dimension !== "country");
        },
      },
    );
    for (let link = 1; link <= 60; link++)
      r.record({ linkId: link, profile: CHROME, country: "GB", referrer: "direct" });
    await r.flush();
    expect(prepared).toEqual([360]);
    expect(written).toHaveLength(300);
    expect(written.some((row) => row.dimension === "country")).toBe(false);
    expect(written.filter((row) => row.dimension === "total")).toHaveLength(60);
  });

  it("keeps every row for the next flush when the preparation fails (the database away)", async () => {
    let fail = true;
    const written: ClickRollupRow[] = [];
    const logs: string[] = [];
    const r = recorder(
      async (rows) => {
        written.push(...rows);
      },
      (m) => logs.push(m),
      {
        prepare: async (rows) => {
          if (fail) throw new Error("connection refused");
          return rows;
        },
      },
    );
    r.record({ linkId: 1, profile: CHROME, country: null, referrer: "direct" });
    await expect(r.flush()).rejects.toThrow("connection refused");
    expect(written).toHaveLength(0);
    r.record({ linkId: 1, profile: CHROME, country: null, referrer: "direct" });
    fail = false;
    await r.flush();
    expect(written.find((row) => row.dimension === "total")?.count).toBe(2);
    expect(logs.some((m) => m.includes("will retry"))).toBe(true);
  });

  it("keeps the counts of a failed write and writes them with the next flush", async () => {
    let fail = true;
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      if (fail) throw new Error("database down");
      written.push(...rows);
    });
    r.record({ linkId: 1, profile: CHROME, country: null, referrer: "direct" });
    await expect(r.flush()).rejects.toThrow("database down");
    r.record({ linkId: 1, profile: CHROME, country: null, referrer: "direct" });
    fail = false;
    await r.flush();
    expect(written.find((row) => row.dimension === "total")?.count).toBe(2);
  });

  it("counts bots apart, and a HEAD as a bot", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    for (let i = 0; i < 2; i++) r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: "direct" });
    for (let i = 0; i < 5; i++)
      r.record({ linkId: 1, profile: asBot(CHROME), country: "GB", referrer: "direct" });
    await r.flushAll();
    const rows = (isBot: boolean) => written.filter((row) => row.isBot === isBot);
    expect(rows(false).find((row) => row.dimension === "total")?.count).toBe(2);
    expect(rows(true).find((row) => row.dimension === "total")?.count).toBe(5);
    // Each side has its own six rows: a bot hit never lands in the people's browser or country counts.
    expect(rows(false).map((row) => [row.dimension, row.value, row.count])).toEqual([
      ["total", "", 2],
      ["country", "GB", 2],
      ["device", "desktop", 2],
      ["os", "Windows", 2],
      ["browser", "Chrome", 2],
      ["referrer", "direct", 2],
    ]);
    expect(rows(true).find((row) => row.dimension === "browser")?.count).toBe(5);
    expect(describeClient("Mozilla/5.0 (compatible; Googlebot/2.1)").bot).toBe(true);
    expect(describeClient(undefined).bot).toBe(true);
  });

  it("sums clicks whose values differ in one dimension into each dimension's rows", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    const SAFARI = describeClient(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
    );
    r.record({ linkId: 4, profile: CHROME, country: "GB", referrer: "t.co" });
    r.record({ linkId: 4, profile: SAFARI, country: "GB", referrer: "t.co" });
    r.record({ linkId: 4, profile: SAFARI, country: "DE", referrer: "t.co" });
    r.record({ linkId: 4, profile: SAFARI, country: "DE", referrer: "direct" });
    r.record({ linkId: 5, profile: SAFARI, country: "DE", referrer: "direct" });
    await r.flushAll();
    const of = (link: number, dimension: string) =>
      Object.fromEntries(
        written
          .filter((row) => row.linkId === link && row.dimension === dimension)
          .map((row) => [row.value, row.count]),
      );
    expect(of(4, "total")).toEqual({ "": 4 });
    expect(of(4, "country")).toEqual({ GB: 2, DE: 2 });
    expect(of(4, "browser")).toEqual({ Chrome: 1, "Mobile Safari": 3 });
    expect(of(4, "device")).toEqual({ desktop: 1, mobile: 3 });
    expect(of(4, "referrer")).toEqual({ "t.co": 3, direct: 1 });
    expect(of(5, "total")).toEqual({ "": 1 });
    expect(r.pendingKeys).toBe(0);
  });

  it("writes a link's clicks from an hour that ended under that hour, apart from the new hour's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const written: ClickRollupRow[] = [];
      const r = recorder(async (rows) => {
        written.push(...rows);
      });
      vi.setSystemTime(new Date("2026-11-25T10:59:59.500Z"));
      r.record({ linkId: 9, profile: CHROME, country: "GB", referrer: "direct" });
      r.record({ linkId: 9, profile: CHROME, country: "GB", referrer: "direct" });
      vi.setSystemTime(new Date("2026-11-25T11:00:00.200Z"));
      r.record({ linkId: 9, profile: CHROME, country: "GB", referrer: "direct" });
      expect(r.pendingKeys).toBe(2);
      await r.flushAll();
      const totals = written
        .filter((row) => row.dimension === "total")
        .map((row) => [row.hour.toISOString(), row.count]);
      expect(totals).toEqual([
        ["2026-11-25T10:00:00.000Z", 2],
        ["2026-11-25T11:00:00.000Z", 1],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops only the rows the database refuses (a bad value, a deleted link) and writes every other row of the batch", async () => {
    const written: ClickRollupRow[] = [];
    const logs: string[] = [];
    let writes = 0;
    const r = recorder(
      async (rows) => {
        writes++;
        // As PostgreSQL: the whole statement fails if any row is refused.
        if (rows.some((row) => row.value === "bad.example")) throw dbError("54000");
        if (rows.some((row) => row.linkId === 3)) throw dbError("23503");
        written.push(...rows);
      },
      (m) => logs.push(m),
    );
    for (let link = 1; link <= 40; link++)
      r.record({
        linkId: link,
        profile: CHROME,
        country: "GB",
        referrer: link === 7 ? "bad.example" : "t.co",
      });
    await r.flushAll();
    const total = (link: number) =>
      written
        .filter((row) => row.linkId === link && row.dimension === "total")
        .reduce((s, row) => s + row.count, 0);
    for (let link = 1; link <= 40; link++) if (link !== 3) expect(total(link)).toBe(1);
    expect(total(3)).toBe(0);
    // Link 7's click is counted; only its referrer row is gone.
    expect(written.some((row) => row.linkId === 7 && row.dimension === "referrer")).toBe(false);
    expect(r.pendingKeys).toBe(0);
    expect(writes).toBeLessThan(60);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/dropped 7 counter rows .*23503.*54000|dropped 7 counter rows .*54000.*23503/);
    expect(logs[0]).not.toContain("example");

    // The next flush is not held up by the dropped rows.
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: "t.co" });
    await r.flushAll();
    expect(total(1)).toBe(2);
  });

  it("keeps everything when the database is unreachable, and only logs that without the query", async () => {
    let down = true;
    const logs: string[] = [];
    const written: ClickRollupRow[] = [];
    const r = recorder(
      async (rows) => {
        if (down) throw dbError("57P01", "terminating connection due to administrator command");
        written.push(...rows);
      },
      (m) => logs.push(m),
    );
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: "t.co" });
    await expect(r.flush()).rejects.toThrow();
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: "t.co" });
    await expect(r.flush()).rejects.toThrow();
    down = false;
    await r.flush();
    expect(written.find((row) => row.dimension === "total")?.count).toBe(2);
    expect(logs.join("\n")).toContain("57P01");
    expect(logs.join("\n")).not.toContain("secret.example");
  });

  it("isolates a batch that keeps failing with an error it cannot classify, rather than retrying it forever", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      if (rows.some((row) => row.value === "odd.example")) throw new Error("something odd");
      written.push(...rows);
    });
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: "odd.example" });
    r.record({ linkId: 2, profile: CHROME, country: "GB", referrer: "t.co" });
    for (let attempt = 0; attempt < 3; attempt++) await expect(r.flush()).rejects.toThrow("something odd");
    await r.flush();
    expect(written.filter((row) => row.dimension === "total")).toHaveLength(2);
    expect(r.pendingKeys).toBe(0);
  });

  it("bounds what waits for an unreachable database, counting the clicks it had to let go", async () => {
    const logs: string[] = [];
    const r = recorder(
      async () => {
        throw dbError("08006");
      },
      (m) => logs.push(m),
      { maxPendingKeys: 10, maxUnsentRows: 30 },
    );
    for (let i = 0; i < 100; i++) r.record({ linkId: i, profile: CHROME, country: "GB", referrer: "t.co" });
    expect(r.pendingKeys).toBe(10);
    expect(r.lostClicks).toBe(90);
    await expect(r.flush()).rejects.toThrow();
    for (let i = 0; i < 100; i++)
      r.record({ linkId: 1000 + i, profile: CHROME, country: "GB", referrer: "t.co" });
    await expect(r.flush()).rejects.toThrow();
    expect(r.pendingKeys).toBeLessThanOrEqual(10 + 30);
    // 90 + 90 refused at record; of 60 rows per flush 30 fit the unsent limit: 5 keys' totals, then none.
    expect(r.lostClicks).toBe(90 + 5 + 90 + 10);
    expect(logs.join("\n")).toMatch(/90 clicks not counted/);
  });

  it("counts at most the cap of distinct values per link, dimension and hour, the rest under the other bucket", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    const cap = DIMENSION_VALUE_CAPS.referrer;
    for (let i = 0; i < cap + 25; i++)
      r.record({
        linkId: 1,
        profile: CHROME,
        country: "GB",
        referrer: referrerHost(`https://h${i}.example/`),
      });
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: referrerHost(undefined) });
    r.record({ linkId: 1, profile: CHROME, country: "GB", referrer: referrerHost("https://h0.example/") });
    r.record({ linkId: 2, profile: CHROME, country: "GB", referrer: referrerHost("https://h999.example/") });
    await r.flushAll();
    const referrers = written.filter((row) => row.linkId === 1 && row.dimension === "referrer");
    expect(referrers).toHaveLength(cap + 2); // the cap, "direct", "(other)"
    expect(referrers.find((row) => row.value === OTHER_VALUE)?.count).toBe(25);
    expect(referrers.find((row) => row.value === "h0.example")?.count).toBe(2);
    expect(referrers.find((row) => row.value === "direct")?.count).toBe(1);
    expect(written.find((row) => row.linkId === 2 && row.dimension === "referrer")?.value).toBe(
      "h999.example",
    );
    expect(written.filter((row) => row.linkId === 1 && row.dimension === "total")[0]?.count).toBe(cap + 27);
  });

  it("counts a team link's clicks per agent and any link's per ref, the total unchanged, with no row when absent", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    const click = { linkId: 3, profile: CHROME, country: "GB", referrer: "direct" };
    for (let i = 0; i < 4; i++) r.record({ ...click, agentId: "ag_0000000000000001", ref: "qr" });
    for (let i = 0; i < 2; i++) r.record({ ...click, agentId: "ag_0000000000000002", ref: null });
    r.record({ ...click, agentId: "ag_0000000000000002", ref: "flyer" });
    r.record({ ...click, ref: "flyer" });
    r.record(click);
    r.record({ ...click, ref: "<script>" }); // not a ref word: counted, but as no ref
    r.record({ ...click, profile: asBot(CHROME), agentId: "ag_0000000000000001", ref: "qr" });
    await r.flushAll();
    const human = (dimension: string) =>
      Object.fromEntries(
        written
          .filter((row) => row.dimension === dimension && !row.isBot)
          .map((row) => [row.value, row.count]),
      );
    expect(human("total")).toEqual({ "": 10 });
    expect(human("referrer")).toEqual({ direct: 10 });
    expect(human("agent")).toEqual({ ag_0000000000000001: 4, ag_0000000000000002: 3 });
    expect(human("ref")).toEqual({ qr: 4, flyer: 2 });
    const bots = written.filter((row) => row.isBot);
    expect(bots.find((row) => row.dimension === "agent")).toMatchObject({
      value: "ag_0000000000000001",
      count: 1,
    });
    expect(bots.find((row) => row.dimension === "ref")).toMatchObject({ value: "qr", count: 1 });
  });

  it("writes agent and ref rows for a link-hour of one click too", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    r.record({
      linkId: 4,
      profile: CHROME,
      country: "GB",
      referrer: "t.co",
      agentId: "ag_00000000000000aa",
      ref: "menu",
    });
    r.record({ linkId: 5, profile: CHROME, country: "GB", referrer: "t.co" });
    await r.flushAll();
    expect(written.filter((row) => row.linkId === 4).map((row) => `${row.dimension}=${row.value}`)).toEqual([
      "total=",
      "country=GB",
      "device=desktop",
      "os=Windows",
      "browser=Chrome",
      "referrer=t.co",
      "agent=ag_00000000000000aa",
      "ref=menu",
    ]);
    expect(written.filter((row) => row.linkId === 5)).toHaveLength(6);
  });

  it("finds a link-hour's first combination again after others join it, each repeat in its own rows", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    const a = { linkId: 7, profile: CHROME, country: "GB", referrer: "direct" };
    const b = { ...a, referrer: "t.co" };
    const c = { ...a, ref: "menu" };
    // One combination, then a second (the first is no longer alone), then a tagged one, then repeats.
    for (const click of [a, a, b, a, c, b, c, a]) r.record(click);
    await r.flushAll();
    const value = (dimension: string, v: string) =>
      written.find((row) => row.dimension === dimension && row.value === v)?.count;
    expect(value("total", "")).toBe(8);
    expect(value("referrer", "direct")).toBe(6);
    expect(value("referrer", "t.co")).toBe(2);
    expect(value("ref", "menu")).toBe(2);
    expect(value("country", "GB")).toBe(8);
  });

  it("holds under 400 bytes for each waiting link-hour of one click, as long-tail traffic makes them", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const r = recorder(
      async () => {},
      () => {},
      { maxPendingKeys: 100_000 },
    );
    const clicks = Array.from({ length: 20_000 }, (_, i) => ({
      linkId: 1_000 + i,
      profile: CHROME,
      country: "GB",
      referrer: "direct",
    }));
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const click of clicks) r.record(click);
    gc();
    gc();
    const held = (process.memoryUsage().heapUsed - before) / clicks.length;
    expect(r.pendingKeys).toBe(clicks.length);
    // Five Sets and a Map of seen values and three Maps of counters a link-hour held ~940 bytes.
    expect(held).toBeLessThan(400);
  });

  it("caps distinct refs and agents per link-hour, the rest under the other bucket, every click in the total", async () => {
    const written: ClickRollupRow[] = [];
    const r = recorder(async (rows) => {
      written.push(...rows);
    });
    const base = { linkId: 6, profile: CHROME, country: "GB", referrer: "direct" };
    const refCap = DIMENSION_VALUE_CAPS.ref;
    const agentCap = DIMENSION_VALUE_CAPS.agent;
    for (let i = 0; i < refCap + 7; i++) r.record({ ...base, ref: `r${i}` });
    r.record({ ...base, ref: "r0" });
    for (let i = 0; i < agentCap + 3; i++)
      r.record({ ...base, agentId: `ag_${String(i).padStart(16, "0")}` });
    await r.flushAll();
    const refs = written.filter((row) => row.dimension === "ref");
    expect(refs).toHaveLength(refCap + 1);
    expect(refs.find((row) => row.value === OTHER_VALUE)?.count).toBe(7);
    expect(refs.find((row) => row.value === "r0")?.count).toBe(2);
    const agents = written.filter((row) => row.dimension === "agent");
    expect(agents).toHaveLength(agentCap + 1);
    expect(agents.find((row) => row.value === OTHER_VALUE)?.count).toBe(3);
    expect(written.find((row) => row.dimension === "total")?.count).toBe(refCap + 8 + agentCap + 3);
  });
});

describe("referrerHost", () => {
  it("keeps a plausible host name and nothing else", () => {
    expect(referrerHost("https://L.Instagram.com/x?y=1")).toBe("l.instagram.com");
    expect(referrerHost("https://bücher.example/")).toBe("xn--bcher-kva.example");
    expect(referrerHost("http://[2001:db8::1]:8080/")).toBe("[2001:db8::1]");
    expect(referrerHost("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
    expect(referrerHost(undefined)).toBe("direct");
    expect(referrerHost("not a url")).toBe("unknown");
  });

  it("turns an over-long or malformed host into one fixed bucket, never a prefix", () => {
    expect(referrerHost(`http://${"a".repeat(3000)}.example/`)).toBe("unknown");
    expect(referrerHost(`http://${"a".repeat(64)}.example/`)).toBe("unknown");
    expect(referrerHost(`http://${"a.".repeat(127)}b/`)).toBe("unknown"); // 255 characters
    expect(referrerHost("x-y://%01%02/")).toBe("unknown");
    expect(referrerHost(`http://${"a".repeat(63)}.example/`)).toBe(`${"a".repeat(63)}.example`);
  });
});

describe("describeClient", () => {
  it("keeps client names short: an over-long one is unknown", () => {
    const profile = describeClient(`${"x".repeat(20_000)} Mozilla/5.0`);
    for (const name of [profile.device, profile.os, profile.browser])
      expect(name.length).toBeLessThanOrEqual(40);
  });
});
