import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  beforeAll(async () => {
    server = await bootTestServer(driver);
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
});
