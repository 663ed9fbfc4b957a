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
 *   node --import tsx scripts/check-bundle-size.ts [clientDir]   (default build/client)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { SITE_PAGES } from "#core/site-pages";

const KB = 1000;

/** gzip budgets (issue 3): the generator pages get more room than the rest. */
export function budgetFor(path: string): number {
  return path === SITE_PAGES.home || path === SITE_PAGES["widget-embed"] ? 150 * KB : 120 * KB;
}

/** Every page, plus an unknown path (the catch-all not-found route). */
export const MEASURED_PATHS: readonly string[] = [...Object.values(SITE_PAGES), "/some-unknown-path"];

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
}

export function readClientManifest(clientDir: string): ClientManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first (npm run build)`);
  const source = readFileSync(join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as ClientManifest;
}

/**
 * The leaf route a path renders, by the same rules as our route table: index for
 * "/", an exact static segment otherwise, the catch-all "*" for anything else.
 */
function leafRouteFor(manifest: ClientManifest, path: string): ManifestRoute {
  const routes = Object.values(manifest.routes);
  const segment = path.replace(/^\//, "");
  const leaf =
    (segment === "" ? routes.find((r) => r.index) : routes.find((r) => r.path === segment)) ??
    routes.find((r) => r.path === "*");
  if (!leaf) throw new Error(`No route renders ${path}`);
  return leaf;
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

export function measureRoutes(clientDir = "build/client", paths = MEASURED_PATHS): RouteSize[] {
  const manifest = readClientManifest(clientDir);
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
    const files = filesForPath(clientDir, manifest, path);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budgetBytes = budgetFor(path);
    return { path, files, gzipBytes, budgetBytes, withinBudget: gzipBytes <= budgetBytes };
  });
}

export function formatTable(rows: readonly RouteSize[]): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = rows.map(
    (r) =>
      `${r.path.padEnd(20)} ${String(r.files.length).padStart(5)} ${kb(r.gzipBytes).padStart(10)} ${kb(r.budgetBytes).padStart(10)}  ${r.withinBudget ? "ok" : "OVER BUDGET"}`,
  );
  return [`${"route".padEnd(20)} files  JS (gzip)     budget`, ...lines].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = measureRoutes(process.argv[2] ?? "build/client");
  console.log(formatTable(rows));
  const over = rows.filter((r) => !r.withinBudget);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over their JavaScript budget.`);
    process.exit(1);
  }
}
