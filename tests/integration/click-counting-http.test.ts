import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIMENSION_VALUE_CAPS } from "#core/click-values";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

warnIfPostgresSkipped();

/** ~3 KB of random labels: too big for an index entry even compressed (what froze counting in issue 9). */
function hugeHost(): string {
  const hex = randomBytes(1500).toString("hex");
  return `${hex.match(/.{1,60}/g)?.join(".")}.example`;
}

describe.each(DRIVERS)("clicks over HTTP with hostile Referers, on %s", (driver) => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await bootTestServer(driver);
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function createLink(): Promise<string> {
    const res = await fetch(`${server.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ phone: "447911123456" }),
    });
    expect(res.status).toBe(201);
    return String(((await res.json()) as { code: string }).code);
  }

  async function click(code: string, referer?: string): Promise<void> {
    const headers: Record<string, string> = { "x-forwarded-for": freshAddress(), "user-agent": CHROME };
    if (referer !== undefined) headers.referer = referer;
    const res = await fetch(`${server.base}/${code}`, { headers, redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
  }

  async function stats(code: string) {
    const res = await server.admin("stats", { code });
    expect(res.status).toBe(200);
    return res.json.result as { clicks: number; bots: number; referrers: Record<string, number> };
  }

  it("a 3 KB Referer host does not stop counting: later clicks on every link are counted exactly", async () => {
    const hostile = await createLink();
    const other = await createLink();
    await click(hostile, `https://${hugeHost()}/path`);
    await click(hostile, `https://${hugeHost()}/path`);
    expect((await stats(hostile)).clicks).toBe(2);

    for (let i = 0; i < 5; i++) await click(other, "https://t.co/x");
    for (let i = 0; i < 3; i++) await click(hostile);
    const a = await stats(hostile);
    const b = await stats(other);
    expect(a.clicks).toBe(5);
    expect(b.clicks).toBe(5);
    expect(b.referrers).toEqual({ "t.co": 5 });
    expect(a.referrers).toEqual({ unknown: 2, direct: 3 });
    expect(server.running.clicks.pendingKeys).toBe(0);
  });

  it("many distinct Referer hosts on one link: stored values are capped, the page and admin stats read the top ones, the CSV adds up", async () => {
    const { id, code } = await owner.createLink();
    const cap = DIMENSION_VALUE_CAPS.referrer;
    for (let i = 0; i < 5; i++) await click(code, "https://t.co/x");
    for (let i = 0; i < cap + 30; i++)
      await click(code, `https://h${i}-${randomBytes(4).toString("hex")}.example/`);
    const humans = 5 + cap + 30;

    const stats_ = await stats(code);
    expect(stats_.clicks).toBe(humans);
    expect(Object.keys(stats_.referrers).length).toBeLessThanOrEqual(11);
    expect(Object.values(stats_.referrers).reduce((s, n) => s + n, 0)).toBe(humans);
    expect(stats_.referrers["t.co"]).toBe(5);

    const page = await owner.get(`/dashboard/links/${id}/analytics?range=7`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const section = /id="breakdown-referrer"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const items = section.match(/<li /g) ?? [];
    expect(items.length).toBe(10);
    expect(section).toContain(">t.co<");
    expect(section).toContain(">Others<");

    const csv = await (await owner.get(`/dashboard/links/${id}/analytics/csv?range=7`)).text();
    const rows = csv
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(","));
    const human = (dimension: string) => rows.filter((r) => r[2] === dimension && r[4] === "human");
    const sum = (list: string[][]) => list.reduce((s, r) => s + Number(r[5]), 0);
    expect(sum(human("total"))).toBe(humans);
    expect(sum(human("referrer"))).toBe(humans);
    expect(new Set(human("referrer").map((r) => r[3])).size).toBeLessThanOrEqual(cap + 1);
    expect(human("referrer").find((r) => r[3] === "(other)")?.[5]).toBe(String(31)); // t.co took one of the cap's places
  });
});
