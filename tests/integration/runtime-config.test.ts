import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount } from "./support/signed-in-account";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * One build, two hosts (docs/decisions/0120): the build the suite made once, with no settings,
 * served by two servers started with different settings. Every address, name and date a page
 * shows follows the server's own settings, for anonymous and signed-in visitors alike.
 */

const ORIGIN = "https://chat.example.com";
const SETTINGS = {
  PUBLIC_URL: `${ORIGIN}/`,
  SITE_NAME: "Acme Chat",
  SUPPORT_EMAIL: "help@acme.test",
  SIGNUP_URL: "https://accounts.acme.test/register",
  LOGIN_URL: "https://accounts.acme.test/login",
  LEGAL_LAST_UPDATED: "2026-10-01",
  SITE_UPTIME_PROMISE: "99.95%",
  SITE_SUPPORT_REPLY_TIME: "one working day",
};

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("settings given when the server starts, not when the site is built", () => {
  let acme: TestServer;
  let plain: TestServer;
  let acmeCookie: string;

  beforeAll(async () => {
    acme = await bootTestServer("pglite", { env: SETTINGS });
    plain = await bootTestServer("pglite");
    acmeCookie = (await signedInAccount(acme, "runtime")).cookie;
  });
  afterAll(async () => {
    await acme?.stop();
    await plain?.stop();
  });

  const page = async (server: TestServer, path: string, cookie?: string) => {
    const res = await fetch(server.base + path, cookie === undefined ? {} : { headers: { cookie } });
    expect(res.status, path).toBe(200);
    return res.text();
  };

  for (const visitor of ["anonymous", "signed-in"] as const) {
    it(`shows the configured origin and name in canonical links, Open Graph and titles (${visitor})`, async () => {
      const cookie = visitor === "signed-in" ? acmeCookie : undefined;
      for (const path of ["/", "/faq", "/features", "/widget"]) {
        const html = await page(acme, path, cookie);
        const expected = path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`;
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(expected);
        expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(expected);
        expect(attr(html, /<meta property="og:image" content="([^"]+)"/), path).toMatch(`${ORIGIN}/`);
        expect(attr(html, /<meta property="og:site_name" content="([^"]+)"/), path).toBe("Acme Chat");
        expect(attr(html, /<title>([^<]+)<\/title>/), path).toContain("Acme Chat");
        expect(html, path).not.toContain("localhost");
        expect(html, path).not.toContain(PUBLIC_URL);
      }
      const widget = await page(acme, "/widget", cookie);
      expect(widget).toContain(`${ORIGIN}/widget-embed`);
      if (visitor === "anonymous") {
        const home = await page(acme, "/");
        expect(home).toContain('href="https://accounts.acme.test/register"');
        expect(home).toContain('href="https://accounts.acme.test/login"');
      }
    });

    it(`shows the configured contact address and legal date, and no other address (${visitor})`, async () => {
      const cookie = visitor === "signed-in" ? acmeCookie : undefined;
      const faq = await page(acme, "/faq", cookie);
      expect(faq).toContain('href="mailto:help@acme.test"');
      for (const path of ["/privacy", "/terms"]) {
        const html = await page(acme, path, cookie);
        expect(html, path).toContain("help@acme.test");
        expect(html, path).toContain("October 1, 2026");
        expect(html, path).not.toMatch(/chatlink\.example|\{supportEmail\}/);
      }
    });

    it(`makes the operator's promises as configured (${visitor})`, async () => {
      const cookie = visitor === "signed-in" ? acmeCookie : undefined;
      // The sentence as read: the address in it is a mailto link.
      const faqText = (await page(acme, "/faq", cookie)).replace(/<[^>]*>/g, "");
      expect(faqText).toContain(
        "Email us at help@acme.test. Our support team typically replies within one working day.",
      );
      expect(await page(acme, "/terms", cookie)).toContain("available 99.95% of the time");
    });
  }

  it("lists the configured origin in the sitemap and robots.txt", async () => {
    const sitemap = await page(acme, "/sitemap.xml");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(await page(acme, "/robots.txt")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("gives short links on the configured origin", async () => {
    const res = await fetch(`${acme.base}/api/shorten`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify({ phone: "+14155552671" }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { code: string; shortUrl: string };
    expect(body.shortUrl).toBe(`${ORIGIN}/${body.code}`);
    // An https site's redirect carries HSTS (a short link may be someone's only visit), and
    // nothing that needs a document to act on (ADR 0128).
    const visit = await fetch(`${acme.base}/${body.code}`, { redirect: "manual" });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(visit.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(visit.headers.get("content-security-policy")).toBeNull();
  });

  it("the same build on another server shows that server's settings, and no contact address when none is set", async () => {
    const home = await page(plain, "/");
    expect(attr(home, /<link rel="canonical" href="([^"]+)"/)).toBe(`${PUBLIC_URL}/`);
    expect(attr(home, /<meta property="og:site_name" content="([^"]+)"/)).toBe("ChatLink");
    expect(home).not.toContain(ORIGIN);
    const faq = await page(plain, "/faq");
    expect(faq).not.toContain("mailto:");
    expect(faq).not.toContain("Email us at");
    const privacy = await page(plain, "/privacy");
    expect(privacy).not.toMatch(/@acme|chatlink\.example|\{supportEmail\}|Email us at/i);
    expect(privacy).not.toContain(">Contact Us<");
  });

  it("promises no uptime and no support reply time when the operator has set none", async () => {
    for (const path of ["/", "/features", "/how-it-works", "/faq", "/terms", "/privacy", "/widget"]) {
      const html = await page(plain, path);
      expect(html, path).not.toMatch(
        /% of the time|support team|replies within|\{uptimePromise\}|\{supportReplyTime\}/i,
      );
    }
    expect(await page(plain, "/terms")).toContain("We do not guarantee any level of availability");
  });
});
