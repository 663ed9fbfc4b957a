import fc from "fast-check";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { catchAllCheck, type PageRoutes, pageActionCheck, pageBodyLimit } from "./page-actions.server";

const action = async () => null;
const route = (id: string, parentId: string | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  path: undefined as string | undefined,
  index: undefined as boolean | undefined,
  caseSensitive: undefined,
  module: {} as Record<string, unknown>,
  ...extra,
});

/** The site's shape (root → layout → pages, a catch-all) plus the account pages to come, which have actions. */
const routes = {
  root: route("root", undefined, { path: "" }),
  layout: route("routes/site-layout", "root"),
  home: route("routes/home", "routes/site-layout", { index: true }),
  faq: route("routes/faq", "routes/site-layout", { path: "faq" }),
  login: route("routes/login", "routes/site-layout", { path: "login", module: { action } }),
  dashboard: route("routes/dashboard", "routes/site-layout", { path: "dashboard" }),
  links: route("routes/dashboard.links", "routes/dashboard", { path: "links/:id", module: { action } }),
  dashIndex: route("routes/dashboard._index", "routes/dashboard", { index: true, module: { action } }),
  splat: route("routes/not-found", "routes/site-layout", { path: "*" }),
} as unknown as ServerBuild["routes"];
const check = pageActionCheck({ routes, basename: "/", future: {} } as unknown as PageRoutes);
const has = (path: string) => check(new URL(path, "http://chat.test"));

describe("pageActionCheck", () => {
  it("finds no action for short codes, unknown paths and pages without one", () => {
    expect(has("/abc1234")).toBe(false);
    expect(has("/shop-name")).toBe(false);
    expect(has("/no/such/page")).toBe(false);
    expect(has("/faq")).toBe(false);
    expect(has("/")).toBe(false);
  });

  it("finds the action of pages that have one, for documents and single-fetch .data requests", () => {
    expect(has("/login")).toBe(true);
    expect(has("/login/")).toBe(true);
    expect(has("/login.data")).toBe(true);
    expect(has("/dashboard/links/42")).toBe(true);
    expect(has("/dashboard/links/42.data")).toBe(true);
  });

  it("targets an index route only with a bare ?index, as React Router does", () => {
    expect(has("/dashboard")).toBe(false);
    expect(has("/dashboard?index")).toBe(true);
    expect(has("/dashboard.data?index")).toBe(true);
  });
});

describe("pageBodyLimit", () => {
  const build = { routes, basename: "/", future: {} } as unknown as PageRoutes;
  const limitOf = pageBodyLimit(build, { "routes/dashboard.links": 300_000 }, 64_000);
  const limit = (path: string) => limitOf(new URL(path, "http://chat.test"));

  it("gives a route's action its allowance and every other request the default", () => {
    expect(limit("/dashboard/links/42")).toBe(300_000);
    expect(limit("/dashboard/links/42.data")).toBe(300_000);
    expect(limit("/login")).toBe(64_000);
    expect(limit("/abc1234")).toBe(64_000);
    expect(limit("/dashboard?index")).toBe(64_000);
  });

  it("refuses an allowance for a route that is not in the build (a rename would lose it silently)", () => {
    expect(() => pageBodyLimit(build, { "routes/dashboard-qr-image": 1 }, 64_000)).toThrow(/no such route/);
    expect(() => pageBodyLimit(build, { "routes/faq": 1 }, 64_000)).toThrow(/no such route/);
  });
});

describe("catchAllCheck", () => {
  const build = { routes, basename: "/", future: {} } as unknown as PageRoutes;
  const lands = catchAllCheck(build);
  const tree = routeObjects(routes);
  const byReactRouter = (path: string) =>
    matchRoutes(tree, path, "/")?.at(-1)?.route.id === "routes/not-found";

  it("sends short codes and unknown paths to the catch-all, and pages to theirs", () => {
    for (const path of ["/abc1234", "/a/xyz", "/faq/more", "/dashboard/links", "/dashboard/links/1/2"])
      expect(lands(path), path).toBe(true);
    for (const path of ["/", "/faq", "/FAQ/", "/f%61q", "/dashboard", "/dashboard/links/42", "/login"])
      expect(lands(path), path).toBe(false);
    // Lazy route discovery's manifest, answered by React Router before any route.
    expect(lands("/__manifest")).toBe(false);
  });

  it("agrees with React Router's matchRoutes on any path made of the table's words and others", () => {
    const segment = fc.oneof(
      fc.constantFrom(
        "faq",
        "FAQ",
        "login",
        "dashboard",
        "links",
        "42",
        "%61",
        "f%61q",
        "%2F",
        "*",
        ":id",
        "",
      ),
      fc.stringMatching(/^[a-z0-9%-]{1,6}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (parts, slash) => {
        const path = `/${parts.join("/")}${slash ? "/" : ""}`;
        expect(lands(path), path).toBe(byReactRouter(path));
      }),
      { numRuns: 2000 },
    );
  });
});

/** The manifest as the nested objects matchRoutes takes (as React Router's server builds them). */
function routeObjects(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((r) => r !== undefined && r.parentId === parentId)
    .map((r) => {
      const route = r as NonNullable<typeof r>;
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return (
        route.index ? { ...base, index: true } : { ...base, children: routeObjects(manifest, route.id) }
      ) as RouteObject;
    });
}
