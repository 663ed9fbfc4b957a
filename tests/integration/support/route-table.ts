import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { createApp } from "#server/app.server";

/** The built React Router routes, each with its full path (`:param` and `*` as written) and whether it has an action. */
export async function builtPageRoutes(): Promise<
  Array<{ path: string; index: boolean; hasAction: boolean }>
> {
  const build = (await import(
    pathToFileURL(join(inject("buildDir"), "server", "index.js")).href
  )) as ServerBuild;
  return Object.values(build.routes).flatMap((route) => {
    if (route === undefined) return [];
    const segments: string[] = [];
    for (
      let r: typeof route | undefined = route;
      r !== undefined;
      r = r.parentId ? build.routes[r.parentId] : undefined
    )
      if (r.path) segments.unshift(r.path);
    const path = `/${segments.join("/")}`.replace(/\/+/g, "/");
    return [{ path, index: route.index === true, hasAction: typeof route.module.action === "function" }];
  });
}

/** The Hono app's own routes (API, operator endpoint, files), read from an app built with inert parts. */
export function serverRoutes(): Array<{ method: string; path: string }> {
  const app = createApp({
    env: { publicUrl: "http://chat.test", trustProxy: 0 } as never,
    db: {} as never,
    geo: {} as never,
    createLimiter: {} as never,
    apiLimiter: {} as never,
    apiAuthLimiter: {} as never,
    invalidateLinks: async () => {},
    edgeLimiters: {} as never,
    qrRenderer: {} as never,
    fingerprint: () => "",
    domains: {} as never,
    verifiedDomains: {} as never,
    webhooks: {} as never,
    askLimiter: {} as never,
    admin: { token: "t", context: {} as never },
    clientDir: tmpdir(),
    handlePage: async () => new Response(null),
    isPrerenderedPage: () => false,
    prerenderedPages: { get: async () => null },
    pageContext: { accountLimiters: {} } as never,
  });
  return app.routes.map((r) => ({ method: r.method, path: r.path }));
}
