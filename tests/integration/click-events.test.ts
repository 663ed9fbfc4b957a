import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#db/client.server";
import { webhookDeliveries, webhookEndpoints, workspaces } from "#db/schema";
import type { Click } from "#domain/clicks/click-counters.server";
import { describeClient } from "#domain/clicks/describe-client.server";
import { ClickEvents } from "#domain/webhooks/click-events.server";
import { freshDataDir } from "../support/fresh-data-dir";

const PHONE = describeClient(
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36",
);
const click = (n: number, workspaceId: string | null = "ws_clicks"): Click => ({
  linkId: n,
  code: `code${n}`,
  workspaceId,
  profile: PHONE,
  country: n % 2 === 0 ? "BR" : null,
  referrer: "direct",
  ref: n === 1 ? "flyer" : null,
});

/**
 * `link.clicked`'s buffer beside the redirect: what it holds becomes events, bounded, and a click
 * tapped while a flush is being written waits for the next one instead of being lost or sent twice.
 */
describe("link.clicked events from tapped clicks", () => {
  let database: Database;
  const dataDir = freshDataDir("chatlink-click-events-");

  beforeAll(async () => {
    database = await openDatabase({ dataDir, databaseUrl: undefined, log: () => {} });
    await database.db.insert(workspaces).values({ id: "ws_clicks", name: "Shop" });
    await database.db.insert(webhookEndpoints).values({
      id: "whk_0000000000000001",
      workspaceId: "ws_clicks",
      url: "https://hooks.example/clicks",
      events: ["link.clicked"],
      secret: "whsec_c2VjcmV0",
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sentClicks = async () => {
    const rows = await database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .orderBy(webhookDeliveries.createdAt);
    await database.db.delete(webhookDeliveries);
    return rows.map(
      (row) => (JSON.parse(row.payload) as { data: { clicks: Array<Record<string, unknown>> } }).data.clicks,
    );
  };

  it("reports each click of a listening workspace once, the rest beyond the bound counted and logged", async () => {
    const logs: string[] = [];
    const events = new ClickEvents(database.db, { maxBuffered: 5, log: (m) => logs.push(m) });
    await events.reload();
    for (let n = 1; n <= 7; n++) events.tap(click(n));
    events.tap(click(99, "ws_other")); // a workspace without an endpoint: nothing kept
    await events.flush();
    const sent = await sentClicks();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((c) => c.code)).toEqual(["code1", "code2", "code3", "code4", "code5"]);
    expect(sent[0]?.[0]).toMatchObject({
      linkId: "1",
      country: null,
      device: "mobile",
      ref: "flyer",
      agent: null,
    });
    expect(sent[0]?.[1]).toMatchObject({ linkId: "2", country: "BR", ref: null });
    expect(logs.some((m) => m.includes("2 clicks not reported"))).toBe(true);
    await events.close();
  });

  it("keeps a click tapped while a flush is being written for the next flush", async () => {
    const events = new ClickEvents(database.db, { maxBuffered: 5, log: () => {} });
    await events.reload();
    for (let n = 1; n <= 5; n++) events.tap(click(n));
    const writing = events.flush();
    for (let n = 6; n <= 8; n++) events.tap(click(n)); // the buffer is full no more: the columns were swapped
    await writing;
    await events.flush();
    await events.flush(); // nothing left: no third event
    const sent = await sentClicks();
    expect(sent.map((clicks) => clicks.map((c) => c.code))).toEqual([
      ["code1", "code2", "code3", "code4", "code5"],
      ["code6", "code7", "code8"],
    ]);
    await events.close();
  });
});
