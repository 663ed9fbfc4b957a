import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "#core/analytics-range";
import { type Database, openDatabase } from "#db/client.server";
import { visitorsPerDay } from "#db/queries/visitors.server";
import { links, linkVisitors, visitorSalts } from "#db/schema";
import { VisitorCounter } from "#domain/analytics/visitor-counter.server";
import { freshDataDir } from "../support/fresh-data-dir";
import {
  createTestDatabase,
  DRIVERS,
  type Driver,
  type TestDatabase,
  warnIfPostgresSkipped,
} from "./support/databases";

warnIfPostgresSkipped();

const DAY_MS = 86_400_000;
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36";

/**
 * Distinct visitors across the daily salt rotation, on a fake clock: the same address and browser
 * are one visitor within a UTC day (whichever instance counts them) and cannot be linked across
 * days; an ended day's salt and hashes are deleted and only its count stays.
 */
describe.each(DRIVERS)("visitors a day across the salt rotation on %s", (driver: Driver) => {
  let database: Database;
  let pg: TestDatabase | undefined;
  let dir: string | undefined;
  let linkId: number;
  let clock = Date.UTC(2026, 10, 23, 22, 0);
  const now = () => clock;

  beforeAll(async () => {
    if (driver === "postgres") pg = await createTestDatabase();
    else dir = freshDataDir("chatlink-visitors-");
    database = await openDatabase({ dataDir: dir ?? "", databaseUrl: pg?.url });
    const [row] = await database.db
      .insert(links)
      .values({ code: "visitors", codeKey: "visitors", phone: "447911123456" })
      .returning({ id: links.id });
    linkId = row?.id ?? 0;
  });
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  const counter = () => new VisitorCounter(database.db, { now, log: () => {}, maintainEveryMs: 3_600_000 });
  const link = { linkId: 0, workspaceId: null };
  const visit = (c: VisitorCounter, address: string, ua: string) =>
    c.record({ ...link, linkId }, address, ua);
  const days = async () =>
    Object.fromEntries(await visitorsPerDay(database.db, linkId, "2026-11-20", "2026-11-30"));
  const saltDays = async () =>
    (await database.db.select({ day: visitorSalts.day }).from(visitorSalts)).map((r) => r.day).sort();

  it("counts an address and browser once a day across two instances, and again the next day", async () => {
    const a = counter();
    const b = counter();
    await Promise.all([a.maintain(), b.maintain()]);
    // Both instances hold the same salts: today's and tomorrow's, made ahead of midnight.
    expect(await saltDays()).toEqual(["2026-11-23", "2026-11-24"]);

    visit(a, "198.51.100.7", PHONE);
    visit(a, "198.51.100.7", PHONE);
    visit(b, "198.51.100.7", PHONE); // the same person through another instance
    visit(b, "198.51.100.7", LAPTOP); // the same address, another browser: another visitor
    visit(a, "2001:db8::7", PHONE);
    await Promise.all([a.flush(), b.flush()]);
    expect(await days()).toEqual({ "2026-11-23": 3 });

    // Past midnight UTC, before any maintenance: tomorrow's salt is already in memory.
    clock += 3 * 3_600_000;
    visit(a, "198.51.100.7", PHONE);
    visit(b, "198.51.100.7", PHONE);
    await Promise.all([a.flush(), b.flush()]);
    expect(await days()).toEqual({ "2026-11-23": 3, "2026-11-24": 1 });

    // The same person's hashes on the two days differ: nothing links one day to the next.
    const hashes = await database.db
      .select({ day: linkVisitors.day, visitor: linkVisitors.visitor })
      .from(linkVisitors);
    const first = new Set(hashes.filter((h) => h.day === "2026-11-23").map((h) => h.visitor));
    for (const h of hashes.filter((h) => h.day === "2026-11-24")) expect(first.has(h.visitor)).toBe(false);

    // Maintenance after the day (and its grace): the ended day's salt and hashes are gone, its count stays.
    await Promise.all([a.maintain(), b.maintain()]);
    expect(await saltDays()).toEqual(["2026-11-24", "2026-11-25"]);
    const left = await database.db.execute(sql`select distinct day::text as day from link_visitors`);
    expect((left as unknown as { rows: Array<{ day: string }> }).rows.map((r) => r.day)).toEqual([
      "2026-11-24",
    ]);
    expect(await days()).toEqual({ "2026-11-23": 3, "2026-11-24": 1 });

    // A day later both are folded: counts only, no hash of either day left.
    clock += DAY_MS;
    await a.maintain();
    await b.maintain();
    expect(await days()).toEqual({ "2026-11-23": 3, "2026-11-24": 1 });
    expect((await database.db.select().from(linkVisitors)).length).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });

  it("without the day's salt in memory a visitor is not counted (never hashed with a guessable key)", async () => {
    const c = counter(); // never maintained: no salt
    visit(c, "198.51.100.9", PHONE);
    await c.flush();
    expect(await days()).toEqual({ "2026-11-23": 3, "2026-11-24": 1 });
    await c.close();
  });

  it("counts one person on two links of one workspace once on each, and not again on a repeat", async () => {
    const [other] = await database.db
      .insert(links)
      .values({ code: "visitors2", codeKey: "visitors2", phone: "447911123456" })
      .returning({ id: links.id });
    const otherId = other?.id ?? 0;
    const c = counter();
    await c.maintain();
    const today = utcDay(clock);
    const perLink = async (id: number) =>
      Object.fromEntries(await visitorsPerDay(database.db, id, "2026-11-20", "2026-11-30"))[today] ?? 0;
    const before = await perLink(linkId);
    // One scope (the workspace), so one hash for the person: the links must still tell them apart.
    for (const id of [linkId, otherId, linkId, otherId])
      c.record({ linkId: id, workspaceId: "ws_shared" }, "203.0.113.50", LAPTOP);
    await c.flush();
    expect(await perLink(otherId)).toBe(1);
    expect(await perLink(linkId)).toBe(before + 1);
    await c.close();
  });
});

/**
 * The embedded database answers one statement at a time on its thread, the redirects' lookups
 * included: a flush of thousands of visitors as one statement held every lookup behind it
 * (~70–100 ms for 4,000 rows). In statements of `rowsPerWrite`, a lookup that arrives while the
 * flush runs waits for one of them.
 */
describe("a visitors flush on the embedded database", () => {
  let database: Database;
  let dir: string;
  let linkIds: number[];

  beforeAll(async () => {
    dir = freshDataDir("chatlink-visitors-flush-");
    database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    const rows = await database.db
      .insert(links)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ code: `vf${i}`, codeKey: `vf${i}`, phone: "447911123456" })),
      )
      .returning({ id: links.id });
    linkIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("goes as statements of at most rowsPerWrite rows, so a lookup queued meanwhile waits for one", async () => {
    const done: string[] = [];
    const inserts: number[] = [];
    let lookup: Promise<unknown> | undefined;
    // The counter's database, watched: each statement's end in order, and a redirect's lookup
    // sent the moment the flush's first statement has been sent.
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return (query: Parameters<Database["db"]["execute"]>[0]) => {
          const n = inserts.push(inserts.length + 1);
          const result = target.execute(query).then((r) => {
            done.push(`insert ${n}`);
            return r;
          });
          lookup ??= target.execute(sql`select 1`).then(() => done.push("lookup"));
          return result;
        };
      },
    });
    const clock = Date.now();
    const c = new VisitorCounter(watched, { now: () => clock, log: () => {}, rowsPerWrite: 500 });
    await c.maintain();
    inserts.length = 0;
    done.length = 0;
    lookup = undefined;
    // 1,200 visitors: 40 addresses on each of 30 links.
    for (const linkId of linkIds)
      for (let a = 0; a < 40; a++) c.record({ linkId, workspaceId: null }, `198.51.100.${a}`, PHONE);
    await c.flush();
    await lookup;
    expect(inserts).toHaveLength(3);
    // Behind one statement at most (or none: the thread lets lookups go first, ADR 0161).
    expect(done.indexOf("lookup")).toBeLessThanOrEqual(1);
    const [{ n }] = (
      (await database.db.execute(sql`select count(*)::int as n from link_visitors`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows as [{ n: number }];
    expect(n).toBe(1200);
    await c.close();
  });
});
