import { afterEach, describe, expect, it } from "vitest";
import type { ClickRollupRow } from "../../db/queries/clicks.server";
import { ClickRecorder, toRollupRows } from "./click-recorder.server";
import { asBot, describeClient } from "./describe-client.server";

const CHROME = describeClient("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36");

describe("ClickRecorder", () => {
  const recorders: ClickRecorder[] = [];
  afterEach(async () => {
    for (const r of recorders.splice(0)) await r.close(1).catch(() => {});
  });
  function recorder(write: (rows: ClickRollupRow[]) => Promise<void>): ClickRecorder {
    // A long interval: these tests flush by hand.
    const r = new ClickRecorder(write, () => {}, 3_600_000);
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

  it("counts bots apart, and a HEAD as a bot", () => {
    const rows = toRollupRows(
      new Map([
        [`1\u0001100\u0001${CHROME.key}\u0001GB\u0001direct`, 2],
        [`1\u0001100\u0001${asBot(CHROME).key}\u0001GB\u0001direct`, 5],
      ]),
    );
    const totals = rows.filter((row) => row.dimension === "total");
    expect(totals.find((row) => !row.isBot)?.count).toBe(2);
    expect(totals.find((row) => row.isBot)?.count).toBe(5);
    expect(describeClient("Mozilla/5.0 (compatible; Googlebot/2.1)").bot).toBe(true);
    expect(describeClient(undefined).bot).toBe(true);
  });
});
