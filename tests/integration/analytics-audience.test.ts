import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "#db/schema";
import { createApiKeyFor } from "#domain/api-keys/create-api-key.server";
import { personalWorkspaceOf } from "../support/personal-workspace";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { signedInAccount } from "./support/signed-in-account";
import { bootTestServer, PHONE_BROWSER, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const DAY_MS = 86_400_000;

/**
 * Issue 26 over HTTP: distinct visitors, campaign tags, the weekday × hour heatmap in the
 * workspace's zone, the per-workspace switches, the workspace overview, and no client address
 * anywhere in the database afterwards.
 */
describe.each(DRIVERS)("analytics a business can act on, on %s", (driver) => {
  let server: TestServer;
  let key: string;
  let workspaceId: string;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await bootTestServer(driver);
    const account = await signedInAccount(server, "audience");
    const made = await createApiKeyFor(server.running.database.db, account.accountId, { scope: "write" });
    if (!made.ok) throw new Error(made.error);
    key = made.key;
    workspaceId = await personalWorkspaceOf(server.running.database.db, account.accountId);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const visit = (path: string, address: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/${path}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": address, "user-agent": PHONE_BROWSER, ...headers },
    }).then(async (res) => {
      await res.arrayBuffer();
      expect(res.status).toBe(302);
    });
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers read by the tests
  const api = async (path: string, init: RequestInit = {}): Promise<{ status: number; json: any }> => {
    const res = await fetch(`${server.base}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    });
    return { status: res.status, json: await res.json() };
  };
  const settings = (body: Record<string, unknown>) =>
    api("/analytics/settings", {
      method: "PATCH",
      body: JSON.stringify(body),
    });
  const flush = () => Promise.all([server.running.clicks.flushAll(), server.running.visitors.flush()]);
  const analytics = async (id: number) =>
    (await api(`/links/${id}/analytics?from=${today()}&to=${today()}`)).json;

  async function insertLink(): Promise<{ id: number; code: string }> {
    const code = `au${randomBytes(5).toString("hex")}`;
    const [row] = await server.running.database.db
      .insert(links)
      .values({ code, codeKey: code, workspaceId, phone: "447911123456" })
      .returning({ id: links.id });
    if (row === undefined) throw new Error("no link inserted");
    return { id: row.id, code };
  }

  it("visitors: one address and browser is one visitor however often it clicks; bots and HEAD are none", async () => {
    const link = await insertLink();
    for (let i = 0; i < 3; i++) await visit(link.code, "198.51.100.21");
    await visit(link.code, "198.51.100.21", { "user-agent": LAPTOP });
    await visit(link.code, "198.51.100.22");
    await visit(link.code, "198.51.100.23", { "user-agent": "curl/8.0" });
    const head = await fetch(`${server.base}/${link.code}`, {
      method: "HEAD",
      redirect: "manual",
      headers: { "x-forwarded-for": "198.51.100.24", "user-agent": PHONE_BROWSER },
    });
    expect(head.status).toBe(302);
    await flush();
    const json = await analytics(link.id);
    expect(json.clicks).toBe(5);
    expect(json.visitors).toBe(3);
    expect(json.days).toEqual([{ date: today(), clicks: 5, visitors: 3 }]);
  });

  it("campaigns: utm tags are counted per source, medium and campaign; untagged clicks add no row", async () => {
    const link = await insertLink();
    const tagged = `${link.code}?utm_source=instagram&utm_medium=bio&utm_campaign=spring`;
    for (let i = 0; i < 3; i++) await visit(tagged, `198.51.100.${30 + i}`);
    await visit(`${link.code}?utm_source=flyer&ref=qr`, "198.51.100.40");
    await visit(link.code, "198.51.100.41");
    await visit(`${link.code}?utm_source=%3Cscript%3E`, "198.51.100.42");
    await flush();
    const json = await analytics(link.id);
    expect(json.clicks).toBe(6);
    expect(json.utm).toEqual([
      { source: "instagram", medium: "bio", campaign: "spring", clicks: 3 },
      { source: "flyer", medium: "", campaign: "", clicks: 1 },
    ]);
    expect(json.refs).toEqual([{ ref: "qr", clicks: 1 }]);
  });

  it("when customers come: hours are 7 × 24 in the workspace's zone, which is validated", async () => {
    expect((await settings({ timeZone: "Mars/Olympus" })).json).toMatchObject({
      error: "invalid_time_zone",
      field: "timeZone",
    });
    const saved = await settings({ timeZone: "asia/tokyo" });
    expect(saved.status).toBe(200);
    expect(saved.json.timeZone).toBe("Asia/Tokyo");
    const link = await insertLink();
    const before = Date.now();
    for (let i = 0; i < 4; i++) await visit(link.code, `198.51.100.${50 + i}`);
    const after = Date.now();
    await flush();
    const json = await analytics(link.id);
    expect(json.timeZone).toBe("Asia/Tokyo");
    expect(json.hours).toHaveLength(7);
    for (const row of json.hours) expect(row).toHaveLength(24);
    // Tokyo is UTC+9 all year: the cell of the clicks' hour there (the hour may turn between two reads).
    const cells = new Set(
      [before, after].map((t) => {
        const local = new Date(t + 9 * 3_600_000);
        return `${(local.getUTCDay() + 6) % 7}:${local.getUTCHours()}`;
      }),
    );
    const counted = json.hours.flatMap((row: number[], day: number) =>
      row.flatMap((n, hour) => (n > 0 ? [`${day}:${hour}`] : [])),
    );
    expect(json.hours.flat().reduce((a: number, b: number) => a + b, 0)).toBe(4);
    for (const cell of counted) expect(cells.has(cell)).toBe(true);
    await settings({ timeZone: "UTC" });
  });

  it("switches: a workspace that turns referrer, device and country off gets totals without them", async () => {
    const link = await insertLink();
    expect(
      (await settings({ recordReferrer: false, recordDevice: false, recordCountry: false })).status,
    ).toBe(200);
    await visit(link.code, "198.51.100.60", { referer: "https://l.instagram.com/x" });
    await visit(link.code, "198.51.100.61", { referer: "https://t.co/y" });
    await flush();
    const off = await analytics(link.id);
    expect(off.clicks).toBe(2);
    expect(off.referrers).toEqual([]);
    expect(off.devices).toEqual([]);
    expect(off.os).toEqual([]);
    expect(off.browsers).toEqual([]);
    expect(off.countries).toEqual([]);
    const rows = await server.running.database.db.execute(
      sql`select distinct dimension from click_rollups where link_id = ${link.id} order by 1`,
    );
    expect((rows as unknown as { rows: Array<{ dimension: string }> }).rows.map((r) => r.dimension)).toEqual([
      "total",
    ]);

    // Turned back on: the next flush records them again (no cache to wait for).
    await settings({ recordReferrer: true, recordDevice: true, recordCountry: true });
    await visit(link.code, "198.51.100.62", { referer: "https://t.co/y" });
    await flush();
    const on = await analytics(link.id);
    expect(on.clicks).toBe(3);
    expect(on.referrers).toEqual([{ referrer: "t.co", clicks: 1 }]);
    expect(on.devices).toEqual([{ device: "mobile", clicks: 1 }]);
  });

  it("overview: the workspace's totals, top links and campaigns, beside the previous period; a range may end in the future", async () => {
    const a = await insertLink();
    const b = await insertLink();
    for (let i = 0; i < 3; i++) await visit(`${a.code}?utm_source=newsletter`, `198.51.100.${70 + i}`);
    await visit(b.code, "198.51.100.80");
    await flush();
    const future = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
    const { status, json } = await api(`/analytics?from=${today()}&to=${future}`);
    expect(status).toBe(200);
    expect(json.to).toBe(today());
    const links = json.links as Array<{ id: string; clicks: number }>;
    const clicksOf = (id: number) => links.find((l) => l.id === String(id))?.clicks;
    expect(clicksOf(a.id)).toBe(3);
    expect(clicksOf(b.id)).toBe(1);
    expect(json.clicks).toBe(links.reduce((sum, l) => sum + l.clicks, 0));
    expect(json.utm).toContainEqual({ source: "newsletter", medium: "", campaign: "", clicks: 3 });
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect(json.previous).toEqual({ from: yesterday, to: yesterday, clicks: 0, bots: 0 });
    expect((await api("/analytics?from=2026-13-01&to=2026-12-01")).status).toBe(400);
  });

  it("no client address in any table: every column of every table is searched for the addresses used", async () => {
    const link = await insertLink();
    const addresses = ["198.51.100.99", "2001:db8::5eed:99"];
    for (const address of addresses) await visit(`${link.code}?ref=qr&utm_source=ig`, address);
    await flush();
    const { db } = server.running.database;
    const columns = (
      (await db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
      )) as unknown as { rows: Array<{ table_name: string; column_name: string }> }
    ).rows;
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns)
      for (const address of addresses) {
        const hit = (await db.execute(
          sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${address}%`} limit 1`,
        )) as unknown as { rows: unknown[] };
        if (hit.rows.length > 0) found.push(`${table_name}.${column_name}: ${address}`);
      }
    expect(found).toEqual([]);
    // …while the visit was counted, with a visitor.
    expect((await analytics(link.id)).visitors).toBe(2);
  });
});
