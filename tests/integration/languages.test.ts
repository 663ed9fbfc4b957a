import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES, type Locale, localizePath, splitLocalePath } from "#core/locales";
import { LOCALIZED_PATHS, PRERENDERED_PATHS, SITE_PAGES } from "#core/site-pages";
import { MESSAGE_VARIABLES } from "#core/team-link";
import { NEVER_OPEN, newAgent, newTeamLink, newWorkspace } from "./support/team-links";
import { bootTestServer, freshAddress, PUBLIC_URL, type TestServer } from "./support/test-server";

/**
 * Six languages at their own addresses (issue 23), as a search engine and a visitor see them over
 * HTTP: every page in every language, the sitemap, the switcher's redirect, the pages with one
 * address that follow the visitor's choice, and `/`, which is never redirected.
 */

let server: TestServer;
beforeAll(async () => {
  server = await bootTestServer("pglite");
});
afterAll(async () => {
  await server?.stop();
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${server.base}${path}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": freshAddress(), ...headers },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const htmlTag = (html: string) => html.match(/<html\b[^>]*>/)?.[0] ?? "";
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const indexable = (html: string) => !/<meta name="robots" content="noindex"/.test(html);

/** hreflang → href of the page's alternate links. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<(?:xhtml:)?link rel="alternate"[^>]*>/g)) {
    const lang = attr(tag, "hreflang");
    const href = attr(tag, "href");
    if (lang !== undefined && href !== undefined) found[lang] = href;
  }
  return found;
}

/** What a reader sees as prose: no scripts, styles, tags or code. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|code|pre)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");
}

/** The English page's address in every language, each with its hreflang, plus x-default. */
function expectedAlternates(path: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const locale of LOCALES)
    all[LOCALE_INFO[locale].hreflang] = `${PUBLIC_URL}${localizePath(locale, path)}`;
  all["x-default"] = `${PUBLIC_URL}${path}`;
  return all;
}

const NOT_FOUND = SITE_PAGES["404"];
const PAGES = [...LOCALIZED_PATHS];
const OTHERS = LOCALES.filter((l) => l !== "en");
/** The pages rendered once per language at start-up (the rest of LOCALIZED_PATHS: the account pages). */
const STATIC = new Set([...PRERENDERED_PATHS.filter((p) => splitLocalePath(p).locale === "en"), NOT_FOUND]);

describe("every page in every language", () => {
  const seen = new Map<string, Page>();
  beforeAll(async () => {
    for (const locale of LOCALES)
      for (const path of PAGES) seen.set(`${locale} ${path}`, await get(localizePath(locale, path)));
  }, 120_000);
  const page = (locale: Locale, path: string) => seen.get(`${locale} ${path}`) as Page;

  it.each(LOCALES)(
    "%s: answers, with <html lang dir> of the language and no unfilled {placeholder}",
    (locale) => {
      for (const path of PAGES) {
        const where = localizePath(locale, path);
        const { status, html } = page(locale, path);
        expect(status, where).toBe(path === NOT_FOUND ? 404 : 200);
        const tag = htmlTag(html);
        expect(attr(tag, "lang"), where).toBe(locale);
        expect(attr(tag, "dir"), where).toBe(locale === "ar" ? "rtl" : "ltr");
        // Not after a slash: the API reference names its routes' parameters (`/links/{id}`) on purpose.
        const unfilled = visibleText(html).match(/(?<!\/)\{[A-Za-z_]\w*\}/g) ?? [];
        // The team-message variables are named on purpose (features page), literally, in every language.
        expect(
          unfilled.filter((word) => !(MESSAGE_VARIABLES as readonly string[]).includes(word)),
          where,
        ).toEqual([]);
      }
    },
  );

  it.each(LOCALES)(
    "%s: indexable pages link to themselves and to every language, x-default English",
    (locale) => {
      for (const path of PAGES.filter((p) => indexable(page("en", p).html))) {
        const where = localizePath(locale, path);
        const { html } = page(locale, path);
        expect(canonical(html), where).toBe(`${PUBLIC_URL}${where}`);
        expect(alternates(html), where).toEqual(expectedAlternates(path));
      }
    },
  );

  it("the static pages are indexable, the 404 page is not", () => {
    for (const path of PAGES.filter((p) => indexable(page("en", p).html)))
      expect(LOCALIZED_PATHS.has(path), path).toBe(true);
    for (const path of [SITE_PAGES.home, SITE_PAGES.faq, SITE_PAGES.features, SITE_PAGES.privacy])
      expect(indexable(page("ar", path).html), path).toBe(true);
    expect(indexable(page("ar", NOT_FOUND).html)).toBe(false);
  });

  const accountPage = (path: string) => !STATIC.has(path);
  it.each(OTHERS)("%s: every static page's title is its own, not the English one", (locale) => {
    for (const path of PAGES.filter((p) => !accountPage(p))) {
      const where = localizePath(locale, path);
      expect(title(page(locale, path).html), where).not.toBe(title(page("en", path).html));
    }
  });

  it.each(OTHERS)("%s: every account page's title is its own, not the English one", (locale) => {
    for (const path of PAGES.filter(accountPage)) {
      const where = localizePath(locale, path);
      expect(title(page(locale, path).html), where).not.toBe(title(page("en", path).html));
    }
  });

  it("the sitemap lists every indexable page in every language, each with all its alternates", async () => {
    const sitemap = (await get("/sitemap.xml")).html;
    const entries = new Map(
      [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""]) => [
        entry.match(/<loc>([^<]*)<\/loc>/)?.[1],
        alternates(entry),
      ]),
    );
    // The embed is a frame for other sites, not a search result (app/lib/sitemap.ts).
    const listed = PAGES.filter((p) => p !== SITE_PAGES["widget-embed"] && indexable(page("en", p).html));
    expect(listed).toContain(SITE_PAGES.faq);
    for (const path of listed)
      for (const locale of LOCALES) {
        const loc = `${PUBLIC_URL}${localizePath(locale, path)}`;
        expect(entries.get(loc), loc).toEqual(expectedAlternates(path));
      }
  });
});

describe("the visitor's language without a redirect", () => {
  it("/ is English and never redirected, whatever the browser asks for", async () => {
    for (const language of ["ar", "pt-BR,pt;q=0.9", "hi-IN", "es-419", "id", "fr"]) {
      const home = await get("/", { "accept-language": language });
      expect(home.status, language).toBe(200);
      expect(home.headers.get("location"), language).toBeNull();
      expect(attr(htmlTag(home.html), "lang"), language).toBe("en");
    }
  });

  it("an unknown code speaks the browser's language, says it varies on it, and a URL language wins", async () => {
    const arabic = await get("/nosuchcode42", { "accept-language": "ar" });
    expect(arabic.status).toBe(404);
    expect(arabic.headers.get("vary")).toMatch(/Accept-Language/i);
    expect(htmlTag(arabic.html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(arabic.html)).toBe(title((await get("/ar/404")).html));

    const spanish = await get("/es/anything-unknown", { "accept-language": "ar" });
    expect(spanish.status).toBe(404);
    expect(attr(htmlTag(spanish.html), "lang")).toBe("es-419");
    expect(title(spanish.html)).toBe(title((await get("/es/404")).html));
  });

  it("a chosen language (cookie) wins over the browser's on an unknown code and a team card", async () => {
    const chosen = { cookie: "chatlink_lang=hi", "accept-language": "ar" };
    const missing = await get("/nosuchcode43", chosen);
    expect(missing.status).toBe(404);
    expect(attr(htmlTag(missing.html), "lang")).toBe("hi");

    const db = server.running.database.db;
    const workspace = await newWorkspace(db);
    const agent = await newAgent(db, workspace, { name: "Anna", phone: "447911123456", hours: NEVER_OPEN });
    const { code } = await newTeamLink(db, workspace, { rotation: "round_robin", agents: [agent] });
    const byBrowser = await get(`/${code}/card`, { "accept-language": "ar" });
    expect(byBrowser.status).toBe(200);
    expect(attr(htmlTag(byBrowser.html), "lang")).toBe("ar");
    const byChoice = await get(`/${code}/card`, chosen);
    expect(byChoice.status).toBe(200);
    expect(htmlTag(byChoice.html)).toBe('<html lang="hi" dir="ltr">');
    expect(byChoice.headers.get("vary")).toMatch(/Cookie/i);
  });
});

describe("the switcher's address", () => {
  it("/language/ar?next=/faq remembers Arabic and lands on the Arabic FAQ", async () => {
    const res = await get("/language/ar?next=/faq");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/faq");
    expect(res.headers.get("set-cookie")).toMatch(/^chatlink_lang=ar;.*Path=\//);
  });

  const HOSTILE = [
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "https://evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/.//evil.com",
    "/%2e//evil.com",
    "/faq\r\nSet-Cookie: stolen=1",
    "/\u202eevil",
    "/a\u0000b",
    "\u0000//evil.com",
    `/${"a".repeat(5000)}`,
  ];

  it.each(HOSTILE.map((next) => ({ next, shown: JSON.stringify(next).slice(0, 40) })))(
    "next=$shown never leaves the site and never fails",
    async ({ next }) => {
      const res = await get(`/language/pt-br?next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(303);
      const location = res.headers.get("location") ?? "";
      // Read as a browser reads it: relative to our page, tabs and newlines dropped.
      expect(new URL(location, "http://chat.test/here").host).toBe("chat.test");
      expect(location).toMatch(/^\/[^/\\]/);
      expect(res.headers.get("set-cookie")).not.toMatch(/stolen/);
    },
  );

  it("?lang= on the embed goes to the embed's own address in that language, keeping the theme", async () => {
    const res = await get("/widget-embed?lang=pt-BR&theme=dark");
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/pt-br/widget-embed?theme=dark");
  });
});
