import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS, warnIfPostgresSkipped } from "./support/databases";
import { bootTestServer, PHONE_BROWSER, type TestServer } from "./support/test-server";

warnIfPostgresSkipped();

/** The dashboard's side of issue 26: the link page's visitors, campaigns, heatmap and builder; the overview and its settings. */
describe.each(DRIVERS)("analytics pages for a business on %s", (driver) => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await bootTestServer(driver);
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const visit = async (path: string, address: string) => {
    const res = await fetch(`${server.base}/${path}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": address, "user-agent": PHONE_BROWSER },
    });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
  };
  const flush = () => Promise.all([server.running.clicks.flushAll(), server.running.visitors.flush()]);

  it("a link's page shows visitors, campaigns, the weekday × hour table and a tagged link with its QR", async () => {
    const { id, code } = await owner.createLink();
    await visit(`${code}?utm_source=instagram&utm_medium=bio&utm_campaign=spring`, "198.51.100.11");
    await visit(`${code}?utm_source=instagram&utm_medium=bio&utm_campaign=spring`, "198.51.100.11");
    await visit(code, "198.51.100.12");
    await flush();
    const res = await owner.get(
      `/dashboard/links/${id}/analytics?range=7&tag_ref=Flyer&tag_source=Instagram&tag_campaign=Spring%20sale!`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="visitors"[^>]*>2</);
    expect(html).toContain('data-testid="campaigns"');
    expect(html).toMatch(/>instagram<\/td><td[^>]*>bio<\/td><td[^>]*>spring<\/td><td[^>]*>2</);
    expect(html).toContain('data-testid="weekday-hours"');
    const tagged = `http://chat.test/${code}?ref=Flyer&amp;utm_source=Instagram&amp;utm_campaign=Spring-sale`;
    expect(html).toContain(`data-testid="tagged-url">${tagged}<`);
    expect(html).toContain(`/api/qr?data=${encodeURIComponent(tagged.replaceAll("&amp;", "&"))}`);
  });

  it("the overview adds up the workspace's links; the settings form validates and saves the zone", async () => {
    const a = await owner.createLink();
    for (let i = 0; i < 3; i++) await visit(a.code, `198.51.100.${20 + i}`);
    await flush();
    const page = await owner.get("/dashboard/analytics?range=7");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="top-links"');
    expect(html).toContain(`/dashboard/links/${a.id}/analytics`);
    expect(html).toMatch(/data-testid="overview-clicks"[^>]*>\d+</);

    const bad = new FormData();
    bad.set("timeZone", "Nowhere/Atlantis");
    const refused = await owner.post("/dashboard/analytics", bad);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a time zone");

    const good = new FormData();
    good.set("timeZone", "America/Sao_Paulo");
    good.set("recordCountry", "on");
    expect((await owner.post("/dashboard/analytics", good)).status).toBe(200);
    const after = await (await owner.get("/dashboard/analytics")).text();
    expect(after).toContain('value="America/Sao_Paulo"');
    expect(after).toMatch(/name="recordReferrer"(?![^>]*checked)/);
  });

  it("names the top countries in the page's language, and clicks without one as Unknown", async () => {
    // Its own owner, so the other tests' clicks (no country) do not share the list.
    const reader = await signedInOwner(server);
    const { code } = await reader.createLink();
    // A UK address in the bundled geo database (tests/integration/edge-geo.test.ts), and a documentation one.
    await visit(code, "81.2.69.160");
    await visit(code, "198.51.100.77");
    await flush();
    const countries = async (lang: string) => {
      const res = await reader.get("/dashboard/analytics", {
        cookie: `${reader.cookie}; chatlink_lang=${lang}`,
      });
      const html = await res.text();
      const table = html.slice(html.indexOf('data-testid="top-countries"'));
      return [...table.slice(0, table.indexOf("</table>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
        (m) => m[1],
      );
    };
    expect((await countries("en")).sort()).toEqual(["United Kingdom", "Unknown"]);
    expect((await countries("es")).sort()).toEqual(["Desconocido", "Reino Unido"]);
  });

  it("Arabic: the overview is translated and right to left", async () => {
    const res = await owner.get("/dashboard/analytics", { cookie: `${owner.cookie}; chatlink_lang=ar` });
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain("نظرة عامة على الإحصاءات");
  });
});
