import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETED_MESSAGE } from "../../app/components/account/account-deleted-notice";
import { type SignedInAccount, signedInAccount } from "./support/signed-in-account";
import { bootTestServer, type TestServer } from "./support/test-server";

/**
 * The marketing pages for signed-in visitors (docs/decisions/0050, 0120): anonymous requests
 * get the page rendered once at start-up, a session cookie gets a server render with the
 * signed-in header that no cache may keep, a dead cookie gets the anonymous header.
 */

const STALE_COOKIE = `chatlink_session=${"A".repeat(43)}`;

/** The site header's markup (the page body has Sign Up buttons of its own). */
function headerOf(html: string): string {
  const match = html.match(/<header[\s\S]*?<\/header>/);
  if (match === null) throw new Error("no <header> in the page");
  return match[0];
}

function expectSignedInHeader(html: string): void {
  const header = headerOf(html);
  expect(header).toContain(">Log out</button>");
  const form = header.match(/<form[^>]*>/)?.[0] ?? "";
  expect(form).toContain('action="/logout"');
  expect(form).toContain('method="post"');
  expect(header).toContain('href="/dashboard"');
  expect(header).not.toContain('href="/login"');
  expect(header).not.toContain('href="/signup"');
}

function expectAnonymousHeader(html: string): void {
  const header = headerOf(html);
  expect(header).toContain('href="/login"');
  expect(header).toContain('href="/signup"');
  expect(header).not.toContain("Log out");
  expect(header).not.toContain('href="/dashboard"');
}

function expectPrivate(res: Response): void {
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("vary")).toMatch(/(^|,)\s*cookie\s*(,|$)/i);
}

describe("marketing pages and signed-in visitors", () => {
  let server: TestServer;
  let account: SignedInAccount;
  const get = (path: string, cookie?: string) =>
    fetch(server.base + path, { headers: cookie === undefined ? {} : { cookie }, redirect: "manual" });
  /** The page as an anonymous visitor gets it (rendered once, the same bytes every time). */
  const anonymous: Record<string, string> = {};
  const anonymousPage = async (path: string) => {
    anonymous[path] ??= await (await get(path)).text();
    return anonymous[path];
  };

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    account = await signedInAccount(server, "header");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers an anonymous visitor with the page rendered once, marked Vary: Cookie, revalidated by ETag", async () => {
    for (const path of ["/", "/faq", "/faq/", "/privacy"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate");
      expect(first.headers.get("vary"), path).toMatch(/(^|,)\s*cookie\s*(,|$)/i);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const html = await first.text();
      expectAnonymousHeader(html);
      const again = await get(path);
      expect(await again.text(), path).toBe(html);
      const revalidated = await fetch(server.base + path, { headers: { "If-None-Match": etag ?? "" } });
      expect(revalidated.status, path).toBe(304);
    }
    expect(await anonymousPage("/faq/")).toBe(await anonymousPage("/faq"));
  });

  it("answers an anonymous visitor's client-side navigation data (.data) from the server", async () => {
    for (const path of ["/faq.data", "/_root.data"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('"signedIn",false');
    }
  });

  it("renders /, /faq and a page with a trailing slash with the signed-in header, private to the visitor", async () => {
    for (const path of ["/", "/faq", "/faq/", "/privacy"]) {
      const res = await get(path, account.cookie);
      expect(res.status, path).toBe(200);
      expectPrivate(res);
      const html = await res.text();
      expect(html, path).not.toBe(await anonymousPage(path));
      expectSignedInHeader(html);
      // The footer's Account column follows suit.
      expect(html).toContain('href="/dashboard/settings"');
    }
  });

  it("turns the pages' own sign-up calls to action into a way to the dashboard for a signed-in visitor", async () => {
    const mainOf = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
    for (const path of ["/", "/features", "/how-it-works", "/faq"]) {
      expect(mainOf(await anonymousPage(path)), path).toContain('href="/signup"');
      const main = mainOf(await (await get(path, account.cookie)).text());
      expect(main, path).not.toContain('href="/signup"');
      expect(main, path).toContain('href="/dashboard"');
      expect(main, path).toContain("Go to your dashboard");
    }
    // The not-found page offers neither Sign Up nor Login to someone signed in.
    const notFound = await (await get("/no/such/page", account.cookie)).text();
    expect(notFound).not.toContain('href="/login"');
    expect(notFound).not.toContain('href="/signup"');
    expect(notFound).toContain("Go to your dashboard");
  });

  it("answers client-side navigation data (.data) for a signed-in visitor from the server, not the file", async () => {
    for (const path of [
      "/faq.data",
      "/faq.data?_routes=routes%2Fsite-layout%2Croutes%2Ffaq",
      "/_root.data",
    ]) {
      const res = await get(path, account.cookie);
      expect(res.status, path).toBe(200);
      expectPrivate(res);
      const body = await res.text();
      expect(body, path).toContain('"signedIn",true');
    }
  });

  it("gives a stale session cookie the anonymous header and clears it", async () => {
    const res = await get("/faq", STALE_COOKIE);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expectAnonymousHeader(await res.text());
    expect(res.headers.get("set-cookie")).toMatch(/^chatlink_session=;.*Max-Age=0/);
    // A cookie that is not even a token is no session: the static file.
    const junk = await get("/faq", "chatlink_session=not a token");
    expect(await junk.text()).toBe(await anonymousPage("/faq"));
  });

  it("shows the account-deleted notice in the server-rendered HTML, only when asked", async () => {
    const notice = await get("/?account=deleted");
    expect(notice.status).toBe(200);
    const html = await notice.text();
    expect(html).toContain(ACCOUNT_DELETED_MESSAGE);
    expect(html).toMatch(/role="status"/);
    expectAnonymousHeader(html);
    expect(await (await get("/")).text()).not.toContain(ACCOUNT_DELETED_MESSAGE);
    expect(await (await get("/?utm_source=x")).text()).toBe(await anonymousPage("/"));
    const data = await get("/_root.data?account=deleted");
    expect(await data.text()).toContain('"accountDeleted",true');
  });

  it("keeps the embeddable widget free of the header, and other server-rendered pages private too", async () => {
    const embed = await get("/widget-embed", account.cookie);
    expect(embed.status).toBe(200);
    // No header: its words may ride in the page's copy (scripts), never in what it shows.
    expect((await embed.text()).replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("Log out");
    const missing = await get("/no-such-page-here", account.cookie);
    expect(missing.status).toBe(404);
    expectPrivate(missing);
    expectSignedInHeader(await missing.text());
  });

  it("a visitor who logs out gets the static page again", async () => {
    const other = await signedInAccount(server, "header-logout");
    const out = await fetch(`${server.base}/logout`, {
      method: "POST",
      headers: { cookie: other.cookie, origin: server.base },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    const res = await get("/", other.cookie);
    expectAnonymousHeader(await res.text());
  });
});

describe("a signed-in visitor during a database outage", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("still gets the marketing pages, with the anonymous header and the cookie kept", async () => {
    const account = await signedInAccount(server, "outage");
    await server.running.database.close();
    const res = await fetch(`${server.base}/features`, { headers: { cookie: account.cookie } });
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(res.headers.get("set-cookie")).toBeNull();
    expectAnonymousHeader(await res.text());
  });
});
