import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorText } from "#core/error-text";
import { apiError } from "#core/errors";
import type { Db } from "#db/client.server";
import { isUnavailableError } from "#db/errors.server";
import type { AdminContext } from "#domain/admin/run-admin-command.server";
import type { Fingerprinter } from "#domain/creators/creator-fingerprint.server";
import type { DomainDeps } from "#domain/domains/domain-view.server";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import type { GeoLookup } from "#domain/geo/geo-lookup.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import type { CreateLinkDeps } from "#domain/links/create-link.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import type { QrRenderer } from "#domain/qr/qr-render-protocol.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import type { Env } from "./env.server";
import { sendError } from "./error-response.server";
import { ADMIN_IMPORT_BODY_LIMIT_BYTES, adminRoutes, isOperatorCall } from "./http/admin.server";
import { apiV1Routes } from "./http/api-v1.server";
import { domainAskRoutes } from "./http/domain-ask.server";
import { flagRoutes } from "./http/flags.server";
import { geoRoutes } from "./http/geo.server";
import { healthRoutes } from "./http/health.server";
import { phoneRoutes } from "./http/phone.server";
import { qrRoutes } from "./http/qr.server";
import { shortenRoutes } from "./http/shorten.server";
import {
  API_BODY_LIMIT_BYTES,
  PAGE_BODY_LIMIT_BYTES,
  requestBodyLimit,
} from "./middleware/body-limit.server";
import { cleanPageInput, refuseApiInput } from "./middleware/clean-input.server";
import { clientAddressOf } from "./middleware/client-address.server";
import { compressResponses, preferredEncoding } from "./middleware/compress.server";
import { addressLimit, type EdgeLimiters } from "./middleware/edge-limiters.server";
import {
  type KeptPage,
  keptPageResponse,
  type PrerenderedPages,
  prerenderedFileFits,
} from "./middleware/prerendered-pages.server";
import { sameOriginForms } from "./middleware/same-origin-forms.server";
import { securityHeaders } from "./middleware/security-headers.server";
import { staticFiles } from "./middleware/static-files.server";
import type { PageContext } from "./page-context.server";

export interface AppDeps {
  env: Env;
  db: Db;
  geo: GeoLookup;
  createLimiter: RateLimiter;
  /** REST API v1 calls per workspace. */
  apiLimiter: RateLimiter;
  /** REST API v1 calls without a valid key, per client address. */
  apiAuthLimiter: RateLimiter;
  /** Tells every instance's redirect cache that a link changed or went. */
  invalidateLinks: (message: CacheInvalidation) => Promise<void>;
  /** Per-address limits on QR images (new /api/qr renders, branded image requests). */
  edgeLimiters: EdgeLimiters;
  /** The render pool, which draws uncached /api/qr images off this thread. */
  qrRenderer: QrRenderer;
  fingerprint: Fingerprinter;
  /** Custom domains' operations, and the verified ones in memory (the `ask` endpoint answers from them). */
  domains: DomainDeps;
  verifiedDomains: Pick<VerifiedDomains, "get">;
  /** Webhook endpoints' operations (API and dashboard). */
  webhooks: WebhookDeps;
  /** The `ask` endpoint's questions per address (in memory: a handshake must not wait for Redis). */
  askLimiter: RateLimiter;
  admin: { token: string; context: AdminContext };
  /** build/client: hashed assets and the public files. */
  clientDir: string;
  /** React Router's handler, created once at start-up; loaders get the page context. */
  handlePage: (request: Request, context: PageContext) => Promise<Response>;
  /** Whether a path is a marketing page or its `.data` (`prerenderedPageCheck`). */
  isPrerenderedPage: (pathname: string) => boolean;
  /** The marketing pages as anonymous visitors get them, rendered once at start-up. */
  prerenderedPages: Pick<PrerenderedPages, "get">;
  /**
   * Link Not Found as anonymous visitors get it, rendered once (it names nothing of the request),
   * for every path that lands on the catch-all route (`catchAllCheck`): unknown codes and paths.
   */
  notFoundPage?: {
    landsOnIt: (pathname: string) => boolean;
    get: (request: Request) => Promise<KeptPage | null>;
  };
  /** Whether a form submission to this URL reaches a route action (`pageActionCheck`); default yes. */
  pageHasAction?: (url: URL) => boolean;
  /** Bytes a request body to this page URL may hold (`pageBodyLimit`); default PAGE_BODY_LIMIT_BYTES. */
  pageBodyLimit?: (url: URL) => number;
  /** Everything in the page context but the per-request client address. */
  pageContext: Omit<PageContext, "clientAddress">;
  log?: (message: string) => void;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** The chat button's script (scripts/build-button.ts), embedded by other sites. */
const BUTTON_SCRIPT_PATH = "/button.js";
const BUTTON_SCRIPT_CACHE = "public, max-age=3600";
/** The methods React Router runs actions for (any other is refused before it). */
const MUTATION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const BRANDED_IMAGE_PATH = /^\/dashboard\/links\/[^/]+\/qr\/image$/;

/**
 * Everything but the redirect hot path (which answers known short links before
 * this app is reached): the JSON API, the operator endpoints, static files, then
 * React Router for every other path — including unknown codes, which get the
 * Link Not Found page with 404.
 */
export function createApp(deps: AppDeps): Hono<{ Bindings: HttpBindings }> {
  const { env } = deps;
  const log = deps.log ?? ((m: string) => console.error(m));
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use("*", securityHeaders({ https: env.publicUrl.startsWith("https:") }));
  // Every request, before anything can read its body: the API and the operator endpoint get the
  // JSON limit, pages the form limit or their route's explicit allowance (the logo upload).
  app.use(
    "*",
    requestBodyLimit((c) => {
      const path = c.req.path;
      // Only the operator's own call gets the import's allowance: anyone else is refused at 16 KB.
      if (path === "/__admin/import" && isOperatorCall(c, deps.admin.token))
        return ADMIN_IMPORT_BODY_LIMIT_BYTES;
      if (path === "/api" || path.startsWith("/api/") || path === "/__admin" || path.startsWith("/__admin/"))
        return API_BODY_LIMIT_BYTES;
      // Only a submission can reach an action with an allowance of its own.
      if (!MUTATION_METHODS.has(c.req.method)) return PAGE_BODY_LIMIT_BYTES;
      return deps.pageBodyLimit?.(new URL(c.req.url)) ?? PAGE_BODY_LIMIT_BYTES;
    }),
  );
  // Dynamic answers (rendered pages, JSON over 1 KB); static files come precompressed below.
  app.use("*", compressResponses());
  // Every API query string and JSON or form field, before any route reads it: refused with a 400.
  app.use("*", refuseApiInput());

  // Every front door makes links through the one operation (limits, checks, store, invalidation).
  const creation: CreateLinkDeps = {
    db: deps.db,
    invalidateLinks: deps.invalidateLinks,
    limiters: { perAddress: deps.createLimiter, perAccount: deps.pageContext.accountLimiters.linkCreates },
  };
  app.route(
    "/api/shorten",
    shortenRoutes({
      creation,
      publicUrl: env.publicUrl,
      trustProxy: env.trustProxy,
      fingerprint: deps.fingerprint,
    }),
  );
  app.route(
    "/api/qr",
    qrRoutes({
      renderer: deps.qrRenderer,
      limiter: deps.edgeLimiters.apiRenders,
      trustProxy: env.trustProxy,
    }),
  );
  app.route("/api/geo", geoRoutes(deps.geo, env.trustProxy));
  app.route(
    "/api/phone",
    phoneRoutes({
      limiter: deps.edgeLimiters.phoneReads,
      trustProxy: env.trustProxy,
    }),
  );
  app.route("/api/health", healthRoutes(deps.db));
  app.route(
    "/api/v1",
    apiV1Routes({
      db: deps.db,
      creation,
      publicUrl: env.publicUrl,
      limiter: deps.apiLimiter,
      authLimiter: deps.apiAuthLimiter,
      clientAddress: (c) => clientAddressOf(c, env.trustProxy),
      invalidate: deps.invalidateLinks,
      qrRenderer: deps.qrRenderer,
      domains: deps.domains,
      webhooks: deps.webhooks,
    }),
  );
  app.route(
    "/api/domains",
    domainAskRoutes({ verified: deps.verifiedDomains, limiter: deps.askLimiter, trustProxy: env.trustProxy }),
  );
  // The chat button's public configuration: React Router's resource route (its words live in
  // app/content), behind the same per-address counter as other rendered GETs. Read-only.
  const buttonReads = addressLimit(deps.edgeLimiters.pageReads, env.trustProxy, "pages asked for");
  app.on(["GET", "HEAD"], "/api/button/:code", buttonReads, (c) =>
    deps.handlePage(c.req.raw, { ...deps.pageContext, clientAddress: clientAddressOf(c, env.trustProxy) }),
  );
  app.all("/api", (c) => sendError(c, apiError("not_found"), 404));
  app.all("/api/*", (c) => sendError(c, apiError("not_found"), 404));
  app.route("/flags", flagRoutes());
  app.route("/__admin", adminRoutes(deps.admin.token, deps.admin.context));

  // Hashed file names under /assets never change; the chat button's script, on other sites
  // under a fixed name, is kept an hour (a fix reaches them within it); the rest is checked each time.
  const files = staticFiles(deps.clientDir, (path) =>
    path.startsWith("/assets/") ? IMMUTABLE : path === BUTTON_SCRIPT_PATH ? BUTTON_SCRIPT_CACHE : REVALIDATE,
  );
  app.use("*", async (c, next) => {
    if (!deps.isPrerenderedPage(c.req.path)) return files(c, next);
    // Signed-in visitors and the account-deleted notice get those pages rendered by React Router below.
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !prerenderedFileFits(c.req.raw)) return next();
    const page = await deps.prerenderedPages.get(c.req.path);
    return page === null ? next() : keptPageResponse(page, c.req.raw.headers);
  });
  // Unknown codes and paths: the same page for every anonymous visitor, from memory, no render.
  app.use("*", async (c, next) => {
    const notFound = deps.notFoundPage;
    if (
      notFound === undefined ||
      (c.req.method !== "GET" && c.req.method !== "HEAD") ||
      c.req.path.endsWith(".data") ||
      !notFound.landsOnIt(c.req.path) ||
      !prerenderedFileFits(c.req.raw)
    )
      return next();
    const page = await notFound.get(c.req.raw);
    return page === null ? next() : keptNotFoundResponse(page, c.req.raw.headers, c.req.method === "HEAD");
  });
  app.use("*", sameOriginForms(env.publicUrl));
  // Before the page (session, database, upload, render): a flood costs a counter each.
  app.on(
    ["GET", "POST"],
    "/dashboard/links/:id/qr/image",
    addressLimit(deps.edgeLimiters.brandedImages, env.trustProxy, "QR images asked for"),
  );
  const pageForms = addressLimit(deps.edgeLimiters.pageForms, env.trustProxy, "form submissions");
  // The branded image route has its own, larger allowance above (the designer's preview posts to it).
  app.use("*", (c, next) =>
    MUTATION_METHODS.has(c.req.method) && !BRANDED_IMAGE_PATH.test(c.req.path) ? pageForms(c, next) : next(),
  );
  // Every other page React Router renders for a GET (signed-in pages, `.data` requests, Link Not
  // Found with a cookie): a render is milliseconds of the thread, so a flood must meet a counter.
  const pageReads = addressLimit(deps.edgeLimiters.pageReads, env.trustProxy, "pages asked for");
  app.use("*", (c, next) =>
    (c.req.method === "GET" || c.req.method === "HEAD") && !BRANDED_IMAGE_PATH.test(c.req.path)
      ? pageReads(c, next)
      : next(),
  );
  // Page queries and form fields, cleaned after the counters above and before React Router reads them.
  app.use("*", cleanPageInput());
  app.all("*", (c) => {
    // A POST to a short code, an unknown path or a page without an action: answered here, rather
    // than by React Router's 405 error (logged on every such request). Pages with actions pass.
    const method = c.req.method;
    if (
      method !== "GET" &&
      method !== "HEAD" &&
      (!MUTATION_METHODS.has(method) || !(deps.pageHasAction?.(new URL(c.req.url)) ?? true))
    )
      return sendError(c, apiError("method_not_allowed"), 405, {
        Allow: "GET, HEAD",
        "Cache-Control": "no-store",
      });
    return deps.handlePage(c.req.raw, {
      ...deps.pageContext,
      clientAddress: clientAddressOf(c, env.trustProxy),
    });
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    const unavailable = isUnavailableError(err);
    log(`${c.req.method} ${c.req.path}: ${errorText(err)}`);
    const status = unavailable ? 503 : 500;
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (unavailable) headers["Retry-After"] = "5";
    if (c.req.path === "/api" || c.req.path.startsWith("/api/") || c.req.path.startsWith("/__admin/"))
      return sendError(c, apiError(unavailable ? "unavailable" : "internal_error"), status, headers);
    return c.text(unavailable ? "Service briefly unavailable." : "Internal error.", status, headers);
  });
  return app;
}

/** The kept Link Not Found page, 404, in the encoding the client prefers (never cached: a code can be taken). */
function keptNotFoundResponse(page: KeptPage, request: Headers, head: boolean): Response {
  // HEAD is answered as dynamic answers are: uncompressed headers (compressResponses skips HEAD).
  const encoding = head ? null : preferredEncoding(request.get("Accept-Encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  const headers = new Headers({
    "Content-Type": page.contentType,
    "Cache-Control": "no-cache",
    // Its language follows the visitor's choice (cookie) or browser where the path names none.
    Vary: "Cookie, Accept-Encoding, Accept-Language",
    "Content-Length": String(body.byteLength),
  });
  if (encoding !== null) headers.set("Content-Encoding", encoding);
  // HEAD: the headers alone (a body given to Node for HEAD is never written, and the answer never ends).
  return new Response(head ? null : body, { status: 404, headers });
}
