import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertClickRollups } from "#db/queries/clicks.server";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

warnIfPostgresSkipped();

interface CsvRow {
  period: string;
  kind: string;
  dimension: string;
  value: string;
  traffic: string;
  count: number;
}

function parseCsv(text: string): { header: string; rows: CsvRow[] } {
  const [header = "", ...lines] = text.trimEnd().split("\r\n");
  const rows = lines.map((line) => {
    const [period = "", kind = "", dimension = "", value = "", traffic = "", count = ""] = line.split(",");
    return { period, kind, dimension, value, traffic, count: Number(count) };
  });
  return { header, rows };
}

const totalOf = (rows: CsvRow[], traffic: "human" | "bot") =>
  rows.filter((r) => r.dimension === "total" && r.traffic === traffic).reduce((s, r) => s + r.count, 0);

const shown = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([\\d,]+)<`).exec(html)?.[1]?.replaceAll(",", "");

describe.each(DRIVERS)("click analytics on %s", (driver) => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await bootTestServer(driver);
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function click(code: string, init: { ua?: string; referer?: string; method?: string } = {}) {
    const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
    if (init.ua !== undefined) headers["user-agent"] = init.ua;
    if (init.referer) headers.referer = init.referer;
    const res = await fetch(`${server.base}/${code}`, {
      method: init.method ?? "GET",
      headers,
      redirect: "manual",
    });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
  }

  it("shows the human clicks and bot hits actually made through the redirect, on the page and in the CSV", async () => {
    const { id, code } = await owner.createLink();
    const humans = 5;
    for (let i = 0; i < 3; i++) await click(code, { ua: CHROME, referer: "https://l.instagram.com/x?y=1" });
    for (let i = 0; i < 2; i++) await click(code, { ua: IPHONE });
    await click(code, { ua: GOOGLEBOT });
    await click(code, { ua: "" }); // no User-Agent: a script
    await click(code, { ua: CHROME, method: "HEAD" }); // browsers never HEAD a link they follow
    const bots = 3;
    await server.running.clicks.flushAll();

    const page = await owner.get(`/dashboard/links/${id}/analytics`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toMatch(/no-store/);
    const html = await page.text();
    expect(shown(html, "human-clicks")).toBe(String(humans));
    expect(shown(html, "bot-hits")).toBe(String(bots));
    expect(html).toContain("<title>Analytics for");
    expect(html).toContain('content="noindex"');
    for (const label of ["l.instagram.com", "Direct", "Windows", "iOS", "Mobile", "Desktop"])
      expect(html).toContain(label);

    const csv = await owner.get(`/dashboard/links/${id}/analytics/csv?range=7`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="chatlink-${code}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    const { header, rows } = parseCsv(await csv.text());
    expect(header).toBe("period_start_utc,period,dimension,value,traffic,count");
    expect(totalOf(rows, "human")).toBe(humans);
    expect(totalOf(rows, "bot")).toBe(bots);
    const referrers = rows.filter((r) => r.dimension === "referrer" && r.traffic === "human");
    expect(Object.fromEntries(referrers.map((r) => [r.value, r.count]))).toEqual({
      "l.instagram.com": 3,
      direct: 2,
    });
    // Seven days: one row per UTC day.
    for (const row of rows) {
      expect(row.kind).toBe("day");
      expect(row.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("filters by the date range: presets and custom days, both ends included", async () => {
    const { id } = await owner.createLink();
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY_MS + hour * HOUR_MS);
    const rows = [
      [at(2, 10), 4],
      [at(10, 23), 7],
      [at(40, 0), 11],
    ] as const;
    await upsertClickRollups(
      server.running.database.db,
      rows.map(([hour, count]) => ({
        linkId: id,
        hour,
        dimension: "total" as const,
        value: "",
        isBot: false,
        count,
      })),
    );
    const humansFor = async (query: string) => {
      const page = await owner.get(`/dashboard/links/${id}/analytics?${query}`);
      expect(page.status).toBe(200);
      return Number(shown(await page.text(), "human-clicks"));
    };
    expect(await humansFor("range=7")).toBe(4);
    expect(await humansFor("")).toBe(11); // default: 30 days
    expect(await humansFor("range=90")).toBe(22);
    const day = (daysAgo: number) => new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(await humansFor(`from=${day(40)}&to=${day(40)}`)).toBe(11);
    expect(await humansFor(`from=${day(10)}&to=${day(2)}`)).toBe(11);
    expect(await humansFor(`from=${day(9)}&to=${day(3)}`)).toBe(0);

    const csv = await owner.get(`/dashboard/links/${id}/analytics/csv?from=${day(40)}&to=${day(10)}`);
    const parsed = parseCsv(await csv.text());
    expect(parsed.rows.map((r) => [r.period, r.kind, r.count])).toEqual([
      [day(40), "day", 11],
      [day(10), "day", 7],
    ]);
    // Three days or fewer: one row per hour, as the chart.
    const hourly = await owner.get(`/dashboard/links/${id}/analytics/csv?from=${day(3)}&to=${day(2)}`);
    expect(parseCsv(await hourly.text()).rows.map((r) => [r.period, r.kind, r.count])).toEqual([
      [at(2, 10).toISOString().replace(".000Z", "Z"), "hour", 4],
    ]);
  });

  it("explains a bad range on the page (showing the default) and refuses it for the CSV", async () => {
    const { id } = await owner.createLink();
    const page = await owner.get(`/dashboard/links/${id}/analytics?from=2026-02-30&to=2026-03-01`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Dates must be real days written as YYYY-MM-DD.");
    const csv = await owner.get(`/dashboard/links/${id}/analytics/csv?range=12`);
    expect(csv.status).toBe(400);
    expect(await csv.text()).toMatch(/Choose a range/);
  });

  it("is the owner's only: another account gets 404 for the page, the CSV and the QR page and image; signed out goes to log in", async () => {
    const { id } = await owner.createLink();
    const stranger = await signedInOwner(server);
    const paths = [
      `/dashboard/links/${id}/analytics`,
      `/dashboard/links/${id}/analytics/csv`,
      `/dashboard/links/${id}/qr`,
      `/dashboard/links/${id}/qr/image?format=svg`,
      "/dashboard/links/999999/analytics",
      "/dashboard/links/abc/analytics",
    ];
    for (const path of paths) {
      const res = await stranger.get(path);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain("<svg xmlns");
    }
    const form = new FormData();
    form.set("format", "svg");
    expect((await stranger.post(`/dashboard/links/${id}/qr/image`, form)).status).toBe(404);
    for (const path of paths.slice(0, 4)) {
      const res = await fetch(`${server.base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toMatch(/^\/login/);
    }
  });
});
