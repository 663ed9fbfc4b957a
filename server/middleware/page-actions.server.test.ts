import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { type PageRoutes, pageActionCheck } from "./page-actions.server";

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
