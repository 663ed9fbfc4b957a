import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the page-action check needs from React Router's server build. */
export type PageRoutes = Pick<ServerBuild, "routes" | "basename" | "future">;

/**
 * Whether a non-GET request to `url` reaches a route `action` in React Router, worked
 * out the way React Router picks an action's target: the deepest match that adds to
 * the path (the index route only with a bare `?index`), for document requests and
 * for single-fetch `.data` requests alike. A POST to a short code, for instance,
 * lands on the catch-all Link Not Found route, which has no action: React Router
 * would answer 405 and log an error for every such request, so the app answers 405
 * itself (docs/decisions/0032-not-found-by-loader-status.md covers that route).
 * Pages that gain an action (/login, /signup, /dashboard/…) pass without change here.
 */
export function pageActionCheck(build: PageRoutes): (url: URL) => boolean {
  const targetOf = actionRouteOf(build);
  return (url) => targetOf(url) !== null;
}

/**
 * The id of the route whose `action` a non-GET request to `url` runs, or null when it
 * reaches none (see `pageActionCheck`).
 */
export function actionRouteOf(build: PageRoutes): (url: URL) => string | null {
  const routes = routeTree(build.routes);
  const basename = build.basename || "/";
  const pathOf = pagePathOf(build);
  // matchRoutes flattens and ranks the whole route table on every call (about a third of the
  // thread's time when forms were hammered): remember the answer per page path. Bounded, since
  // paths come from outside; a miss costs one matchRoutes.
  const answers = new LRUCache<string, string | typeof NO_ACTION>({ max: 2000 });
  return (url) => {
    const pathname = pathOf(url.pathname);
    const index =
      url.search.length > 1 && new URLSearchParams(url.search).getAll("index").some((v) => v === "");
    const key = index ? `${pathname}?index` : pathname;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = actionRouteIdOf(matchRoutes(routes, pathname, basename), index) ?? NO_ACTION;
      answers.set(key, answer);
    }
    return answer === NO_ACTION ? null : answer;
  };
}

/**
 * The body limit for a request to `url`: `allowances[routeId]` when it reaches that route's
 * action, else `fallback`. Every id must name a route with an action in the build, so a
 * renamed route fails at start-up instead of silently losing (or keeping) its allowance.
 */
export function pageBodyLimit(
  build: PageRoutes,
  allowances: Readonly<Record<string, number>>,
  fallback: number,
): (url: URL) => number {
  const withActions = new Set(
    Object.values(build.routes)
      .filter((route) => typeof route?.module.action === "function")
      .map((route) => route?.id),
  );
  for (const id of Object.keys(allowances))
    if (!withActions.has(id))
      throw new Error(`body-limit allowance for ${id}: no such route with an action in the build`);
  const targetOf = actionRouteOf(build);
  return (url) => {
    const id = targetOf(url);
    return (id === null ? undefined : allowances[id]) ?? fallback;
  };
}

type ActionRoute = RouteObject & { hasAction?: boolean };

const NO_ACTION = Symbol("no action");

/** React Router's choice of target: the deepest match that adds to the path, the index route only with `?index`. */
function actionRouteIdOf(matches: ReturnType<typeof matchRoutes>, index: boolean): string | null {
  if (!matches || matches.length === 0) return null;
  const last = matches[matches.length - 1];
  const target =
    last?.route.index && index
      ? last
      : matches.filter((m, i) => i === 0 || (m.route.path !== undefined && m.route.path.length > 0)).at(-1);
  const route = target?.route as ActionRoute | undefined;
  return route?.hasAction === true && route.id !== undefined ? route.id : null;
}

/** The flat manifest (id → route with parentId) as the nested tree `matchRoutes` takes. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (route === undefined) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) => {
      const base = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        hasAction: typeof route.module.action === "function",
      };
      return route.index ? { ...base, index: true } : { ...base, children: build(route.id) };
    }) as RouteObject[];
  return build(undefined);
}

/**
 * The page a request path asks for, as React Router works it out: `/faq`, `/faq/` and
 * `/faq.data` are `/faq`; `/_root.data` is `/`.
 */
export function pagePathOf(build: Pick<ServerBuild, "basename" | "future">): (pathname: string) => string {
  const basename = build.basename || "/";
  const trailingSlashAware = Boolean(
    (build.future as unknown as Record<string, unknown> | undefined)?.v8_trailingSlashAwareDataRequests,
  );
  return (pathname) => normalizedPath(pathname, basename, trailingSlashAware);
}

/** React Router's own normalisation (lib/server-runtime/urls.ts): `.data` suffixes and trailing slashes. */
function normalizedPath(pathname: string, basename: string, trailingSlashAware: boolean): string {
  const base = basename.endsWith("/") ? basename.slice(0, -1) : basename;
  const inside = pathname.startsWith(base) ? pathname.slice(base.length) || "/" : pathname;
  let path = pathname;
  if (trailingSlashAware) {
    path = path.endsWith("/_.data") ? path.replace(/_\.data$/, "") : path.replace(/\.data$/, "");
    return path;
  }
  if (inside === "/_root.data") return basename;
  if (path.endsWith(".data")) path = path.replace(/\.data$/, "");
  if (path !== basename && path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/**
 * Whether a document request for `pathname` lands on the catch-all route (`path: "*"`, Link
 * Not Found) and on no other, as `matchRoutes` would decide — without it: it flattens and
 * ranks the whole table on each call (~1.7 ms here), and these paths come from outside at
 * any rate. The table's paths are worked out once: static ones in a set, `:param` ones as
 * segment lists. Like React Router, segments are compared decoded and without case.
 */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

export function catchAllCheck(
  build: PageRoutes & Partial<Pick<ServerBuild, "routeDiscovery">>,
): (pathname: string) => boolean {
  const statics = new Set<string>();
  const withParams: string[][] = [];
  let catchAll = false;
  const byParent = new Map<string | undefined, NonNullable<ServerBuild["routes"][string]>[]>();
  for (const route of Object.values(build.routes)) {
    if (route === undefined) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const walk = (parentId: string | undefined, prefix: string[]) => {
    for (const route of byParent.get(parentId) ?? []) {
      const path = route.path === undefined ? [] : route.path.split("/").filter((s) => s !== "");
      const full = [...prefix, ...path.map((s) => (s.startsWith(":") ? s : s.toLowerCase()))];
      // As React Router's flattenRoutes: a route matches on its own when it has a path or is an index.
      if (full.includes("*")) catchAll = true;
      else if (route.index || route.path !== undefined)
        if (full.some((s) => s.startsWith(":"))) withParams.push(full);
        else statics.add(full.join("/"));
      walk(route.id, full);
    }
  };
  walk(undefined, []);
  const basename = build.basename || "/";
  // React Router answers lazy route discovery there itself, before any route is matched.
  const discovery = build.routeDiscovery ?? { mode: "lazy", manifestPath: "/__manifest" };
  const manifestPath =
    discovery.mode === "lazy"
      ? `${basename.endsWith("/") ? basename.slice(0, -1) : basename}${discovery.manifestPath}`
      : null;
  return (pathname) => {
    if (!catchAll || !pathname.startsWith(basename) || pathname === manifestPath) return false;
    let end = pathname.length;
    while (end > 0 && pathname.charCodeAt(end - 1) === 47 /* / */) end--;
    const inside = pathname.slice(basename.length - (basename.endsWith("/") ? 1 : 0), end);
    const raw = inside.split("/").slice(1);
    // An empty segment inside the path (`//faq`) matches no page's pattern.
    if (raw.includes("")) return true;
    // As React Router: every segment decoded, or, when one cannot be, the path as it came.
    let segments: string[];
    try {
      segments = raw.map((segment) => decodeURIComponent(segment).toLowerCase());
    } catch {
      segments = raw.map((segment) => segment.toLowerCase());
    }
    // Line breaks: not even the catch-all's pattern (`.+`) matches them; React Router decides.
    if (segments.some((segment) => LINE_BREAK.test(segment))) return false;
    if (statics.has(segments.join("/"))) return false;
    return !withParams.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
    );
  };
}
