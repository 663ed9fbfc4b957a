import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { LOCALE_SEGMENTS } from "#core/locales";
import { RESERVED_WORDS } from "#core/reserved-words";
import { ACCOUNT_PATHS, LOCALIZED_PATHS, PRERENDERED_PATHS, pathForPage, SITE_PAGES } from "#core/site-pages";
import routes from "./routes";

/** Top-level URL paths of the route table, looking through pathless layout routes. */
function topLevelPaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.index) return ["/"];
    if (entry.path === undefined) return topLevelPaths(entry.children ?? []);
    return [`/${entry.path}`];
  });
}

const allPaths = topLevelPaths(routes);
/** Pages under a short link's own path (a team link's contact card): the only paths that start with a code. */
const isUnderCode = (path: string) => path.startsWith("/:code/");
const paths = allPaths.filter((path) => !isUnderCode(path));
const isFile = (path: string) => path.includes(".");
/** The language switcher's endpoint (a redirect, not a page). */
const isSwitcher = (path: string) => path.startsWith("/language/");
/** JSON answered by React Router for the server (the chat button's configuration), not a page. */
const isApi = (path: string) => path.startsWith("/api/");
const isLocalized = (path: string) => LOCALE_SEGMENTS.includes(path.split("/")[1] ?? "");
const pagePaths = paths.filter(
  (path) => path !== "/*" && !isFile(path) && !isLocalized(path) && !isSwitcher(path) && !isApi(path),
);

describe("route table", () => {
  it("has exactly the pages of core/site-pages.ts, plus the account pages and the dashboard's", () => {
    const accountSegments = new Set(Object.values(ACCOUNT_PATHS).map((p) => p.split("/")[1]));
    const sitePaths = pagePaths.filter((p) => !accountSegments.has(p.split("/")[1]));
    expect(new Set(sitePaths)).toEqual(new Set(Object.values(SITE_PAGES)));
    for (const path of Object.values(ACCOUNT_PATHS)) expect(pagePaths).toContain(path);
    expect(pagePaths).toHaveLength(new Set(pagePaths).size);
  });

  it("has every page with its own URL in every other language, and that language's 404 for the rest", () => {
    for (const segment of LOCALE_SEGMENTS) {
      const inLanguage = paths
        .filter((p) => p.split("/")[1] === segment)
        .map((p) => p.slice(segment.length + 1) || "/");
      const expected = [...LOCALIZED_PATHS, "/*"];
      expect(new Set(inLanguage), segment).toEqual(new Set(expected));
    }
  });

  it("reserves every page's first segment, so no short link can shadow a page", () => {
    for (const path of pagePaths.filter((p) => p !== "/")) {
      expect(RESERVED_WORDS.has(path.slice(1).split("/")[0] ?? ""), path).toBe(true);
    }
  });

  it("serves crawler files whose names can never be aliases (a dot is not an alias character)", () => {
    expect(paths.filter(isFile).sort()).toEqual(["/robots.txt", "/sitemap.xml"]);
  });

  it("serves under a short code only the contact card and its vCard", () => {
    expect(allPaths.filter(isUnderCode).sort()).toEqual(["/:code/card", "/:code/card.vcf"]);
    // No other route starts with a parameter: a code's own path stays the redirect's.
    expect(paths.filter((p) => p.startsWith("/:"))).toEqual([]);
  });

  it("ends with a catch-all for unknown paths and short codes", () => {
    expect(paths).toContain("/*");
  });

  it("prerenders only real pages, never the 404 page (a static file would answer 200)", () => {
    for (const path of PRERENDERED_PATHS) expect(paths).toContain(path);
    expect(PRERENDERED_PATHS).not.toContain(SITE_PAGES["404"]);
  });

  it("navigates by page name, and an unknown name goes home", () => {
    expect(pathForPage("faq")).toBe("/faq");
    expect(pathForPage("no-such-page")).toBe("/");
  });
});
