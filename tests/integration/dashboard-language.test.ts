import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { signedInClient } from "./dashboard-helpers";
import { DRIVERS } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

const driver = DRIVERS[0];

describe.runIf(driver !== undefined)("the dashboard's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    if (driver === undefined) return;
    server = await bootTestServer(driver);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("offers every language in its header, and speaks the one chosen there (cookie) over the browser's", async () => {
    const { cookie } = await signedInClient(server);
    const page = (headers: Record<string, string>) =>
      fetch(`${server.base}/dashboard`, { headers: { cookie, ...headers }, redirect: "manual" }).then((res) =>
        res.text(),
      );

    const english = await page({});
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('href="/language/pt-br?next=%2Fdashboard"');
    expect(english).toContain('aria-current="true" rel="nofollow"');

    const browser = await page({ "accept-language": "pt-BR,pt;q=0.9" });
    expect(browser).toContain('<html lang="pt-BR"');

    const chosen = await page({
      cookie: `${cookie}; ${LOCALE_COOKIE}=ar`,
      "accept-language": "pt-BR,pt;q=0.9",
    });
    expect(chosen).toContain('<html lang="ar" dir="rtl"');
    expect(chosen).toMatch(
      /href="\/language\/ar\?next=%2Fdashboard" hrefLang="ar" lang="ar" aria-current="true"/,
    );
  });

  it("shows the reminder to confirm the address in the dashboard's language", async () => {
    const { cookie } = await signedInClient(server);
    const page = await fetch(`${server.base}/dashboard`, {
      headers: { cookie: `${cookie}; ${LOCALE_COOKIE}=ar` },
      redirect: "manual",
    }).then((res) => res.text());
    // The drawn page, not its data: the words must be on the banner itself.
    const drawn = page.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(drawn).toContain('aria-label="أكِّد عنوان بريدك الإلكتروني"');
    expect(drawn).toContain("أكِّد عنوان بريدك الإلكتروني.");
    expect(drawn).not.toContain("Confirm your email address.");
  });
});
