/**
 * JavaScript budget per route, measured on the build output (deterministic: gzip
 * level 9 of the exact files, no browser, no timing).
 *
 * What a route loads comes from React Router's own client manifest
 * (build/client/assets/manifest-*.js): the entry module, then every route module in
 * the route's chain (root → layout → page) with their static imports, which is the
 * modulepreload list the HTML carries. Any `import("./chunk.js")` found in those files
 * is followed too, so code split off for later still counts against the route.
 *
 * A route whose `handle` is WITHOUT_REACT (read from the server build, as the server will
 * render it) loads none of those: its HTML carries only the inline enhancement script, and
 * that script's gzip size is what it counts (docs/decisions/0148-text-pages-without-react.md).
 *
 *   node --import tsx scripts/check-bundle-size.ts [clientDir]   (default build/client)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { ACCOUNT_PATHS, SITE_PAGES } from "#core/site-pages";
import { PAGE_ENHANCEMENT_SCRIPT } from "../app/lib/page-enhancements";
import { sentWithoutReact } from "../app/lib/without-react";

const KB = 1000;

/** Pages that hydrate: the generator pages (issue 23: `/`, `/widget`, `/widget-embed`, 150 KB). */
const HYDRATED_BUDGETS: Readonly<Record<string, number>> = {
  [SITE_PAGES.home]: 150 * KB,
  [SITE_PAGES.widget]: 150 * KB,
  [SITE_PAGES["widget-embed"]]: 150 * KB,
};

/** gzip budgets: every other page is sent without React and gets 40 KB (issue 23 item 5). */
export function budgetFor(path: string): number {
  return HYDRATED_BUDGETS[path] ?? 40 * KB;
}

/** Every page, the signed-out account pages, a team link's card and an unknown path (the catch-all). */
export const MEASURED_PATHS: readonly string[] = [
  ...Object.values(SITE_PAGES),
  ACCOUNT_PATHS.signup,
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.forgotPassword,
  ACCOUNT_PATHS.resetPassword,
  ACCOUNT_PATHS.verifyEmail,
  ACCOUNT_PATHS.invitation,
  "/SomeTeam/card",
  "/some-unknown-path",
];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteSize {
  path: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  /** Sent without React: no module at all, only the inline enhancement script. */
  withoutReact: boolean;
}

export function readClientManifest(clientDir: string): ClientManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first (npm run build)`);
  const source = readFileSync(join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as ClientManifest;
}

/** Whether a route path ("faq", ":code/card") matches a URL path's segments; `:name` matches any one. */
function pathMatches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split("/");
  return (
    parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i])
  );
}

/**
 * The leaf route a path renders, by the same rules as our route table: index for
 * "/", an exact static path, then one with parameters, the catch-all "*" for anything else.
 */
function leafRouteFor(manifest: ClientManifest, path: string): ManifestRoute {
  const routes = Object.values(manifest.routes);
  const segment = path.replace(/^\//, "");
  const segments = segment.split("/");
  const leaf =
    (segment === "" ? routes.find((r) => r.index) : routes.find((r) => r.path === segment)) ??
    routes.find((r) => r.path !== undefined && r.path !== "*" && pathMatches(r.path, segments)) ??
    routes.find((r) => r.path === "*");
  if (!leaf) throw new Error(`No route renders ${path}`);
  return leaf;
}

/** Ids of the routes whose handle is WITHOUT_REACT, from the server build next to `clientDir`. */
export async function routesWithoutReact(clientDir: string): Promise<Set<string>> {
  const serverBuild = pathToFileURL(join(clientDir, "..", "server", "index.js")).href;
  const { routes } = (await import(serverBuild)) as {
    routes: Record<string, { module: { handle?: unknown } }>;
  };
  return new Set(
    Object.entries(routes).flatMap(([id, route]) => (sentWithoutReact([route.module]) ? [id] : [])),
  );
}

function routeChain(manifest: ClientManifest, leaf: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = leaf; route; ) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return chain;
}

const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/** Adds code-split chunks reachable through dynamic import() from the files already loaded. */
function withDynamicImports(clientDir: string, files: Set<string>): Set<string> {
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    const source = readFileSync(join(clientDir, file), "utf8");
    for (const match of source.matchAll(DYNAMIC_IMPORT)) {
      const target = new URL(match[1] as string, `http://x${file}`).pathname;
      if (!files.has(target)) {
        files.add(target);
        pending.push(target);
      }
    }
  }
  return files;
}

export function filesForPath(clientDir: string, manifest: ClientManifest, path: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routeChain(manifest, leafRouteFor(manifest, path))) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...withDynamicImports(clientDir, files)].sort();
}

export async function measureRoutes(
  clientDir = "build/client",
  paths = MEASURED_PATHS,
): Promise<RouteSize[]> {
  const manifest = readClientManifest(clientDir);
  const withoutReactIds = await routesWithoutReact(clientDir);
  const inlineScriptBytes = gzipSync(PAGE_ENHANCEMENT_SCRIPT, { level: 9 }).length;
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  return paths.map((path) => {
    const chain = routeChain(manifest, leafRouteFor(manifest, path));
    const withoutReact = chain.some((route) => withoutReactIds.has(route.id));
    const files = withoutReact ? [] : filesForPath(clientDir, manifest, path);
    const gzipBytes = withoutReact ? inlineScriptBytes : files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budgetBytes = budgetFor(path);
    return { path, files, gzipBytes, budgetBytes, withinBudget: gzipBytes <= budgetBytes, withoutReact };
  });
}

export function formatTable(rows: readonly RouteSize[]): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = rows.map(
    (r) =>
      `${r.path.padEnd(20)} ${(r.withoutReact ? "inline" : String(r.files.length)).padStart(6)} ${kb(r.gzipBytes).padStart(10)} ${kb(r.budgetBytes).padStart(10)}  ${r.withinBudget ? "ok" : "OVER BUDGET"}`,
  );
  return [`${"route".padEnd(20)}  files  JS (gzip)     budget`, ...lines].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureRoutes(process.argv[2] ?? "build/client");
  console.log(formatTable(rows));
  const over = rows.filter((r) => !r.withinBudget);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over their JavaScript budget.`);
    process.exit(1);
  }
}
