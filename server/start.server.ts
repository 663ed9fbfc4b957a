import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { IMPORT_UPLOAD_MAX_BYTES } from "#core/limits";
import { MAX_BRANDED_QR_BODY_BYTES } from "#core/qr-sizes";
import { PRERENDERED_PATHS } from "#core/site-pages";
import { type Database, openDatabase } from "#db/client.server";
import { projectRoot } from "#db/project-root.server";
import { newAdminToken, writeAdminFile } from "#domain/admin/admin-file.server";
import type { VisitorCounter } from "#domain/analytics/visitor-counter.server";
import type { ClickRecorder } from "#domain/clicks/click-recorder.server";
import { loadFingerprinter } from "#domain/creators/creator-fingerprint.server";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import { openGeoLookup } from "#domain/geo/geo-lookup.server";
import { loadServerKeys } from "#domain/limits/server-keys.server";
import { createCsvImports } from "#domain/links/import-parse-thread.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import type { LinkResolver } from "#domain/links/resolve-link.server";
import { redisTeamTurns } from "#domain/links/team-turns.server";
import {
  createQrRenderPool,
  type QrRenderPool,
  type QrRenderPoolOptions,
} from "#domain/qr/qr-render-pool.server";
import type { ClickEvents } from "#domain/webhooks/click-events.server";
import type { WebhookWorker } from "#domain/webhooks/delivery-worker.server";
import { createApp } from "./app.server";
import { Cleanups } from "./boot/cleanups.server";
import { startClickPipeline } from "./boot/click-pipeline.server";
import { listenHttp } from "./boot/http-listener.server";
import { createLimiters } from "./boot/limiters.server";
import { openLinkCaches } from "./boot/link-caches.server";
import type { Env } from "./env.server";
import { PAGE_BODY_LIMIT_BYTES } from "./middleware/body-limit.server";
import { pageActionCheck, pageBodyLimit, pagePathOf } from "./middleware/page-actions.server";
import {
  createNotFoundPage,
  createPrerenderedPages,
  prerenderedPageCheck,
} from "./middleware/prerendered-pages.server";
import { createRedirectListener } from "./redirect.server";
import { startupWarnings } from "./startup-warnings.server";

export { API_CALLS_WITHOUT_KEY_PER_MINUTE } from "./boot/limiters.server";
export { LINK_FRESH_MS } from "./boot/link-caches.server";

export const DEFAULT_BUILD_DIR = join(projectRoot(), "build");

export interface StartOptions {
  /** Anonymous link creations per address per minute (env RATE_LIMIT_CREATE_PER_MINUTE, default 30). */
  createPerMinute?: number;
  buildDir?: string;
  /** How long a resolved link is trusted without asking the database (default 5 s). */
  linkCacheTtlMs?: number;
  log?: (message: string) => void;
  /** Longest time a client may take to send one whole request, headers and body (default 30 s). */
  requestTimeoutMs?: number;
  /** The branded-QR render pool's queue and time limit (worker count: env QR_RENDER_WORKERS). */
  qrRender?: Pick<QrRenderPoolOptions, "maxQueue" | "timeoutMs" | "maxPerOwner" | "memoryLimitMb">;
  /**
   * Render and compress every kept page right after listening (default true). It costs ~4.5 s of
   * CPU (60 pages, brotli at quality 11); a test server that never asks for them skips it, and
   * a page asked for is then rendered on first need, as after a day change.
   */
  warmPages?: boolean;
}

export interface RunningServer {
  /** Where this process listens (http://host:port), for logs and tests. */
  url: string;
  port: number;
  database: Database;
  clicks: ClickRecorder;
  /** Distinct visitors a day (salted hashes, batched). */
  visitors: VisitorCounter;
  resolver: LinkResolver;
  qrRenderer: QrRenderPool;
  /** The verified custom domains this instance serves (reloaded when told of a change). */
  verifiedDomains: VerifiedDomains;
  /** Webhooks' sender (tests wake it or wait for it). */
  webhookWorker: WebhookWorker;
  /** `link.clicked`'s buffer (tests flush it rather than wait). */
  clickEvents: ClickEvents;
  /** Stop accepting, finish requests, flush clicks, close the database and Redis. Safe to call twice. */
  close(): Promise<void>;
}

/** Boots the whole site: database and migrations, caches, the app, the redirect path, the admin file. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((m: string) => console.error(m));
  const buildDir = options.buildDir ?? env.buildDir ?? DEFAULT_BUILD_DIR;
  const serverBuildPath = join(buildDir, "server", "index.js");
  if (!existsSync(serverBuildPath))
    throw new Error(`No build at ${serverBuildPath}: run \`npm run build\` first (or \`npm start\`).`);

  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, log });
  const cleanups = new Cleanups(log);
  cleanups.push(() => database.close());

  try {
    const { db } = database;
    const fingerprint = await loadFingerprinter({
      db,
      kind: database.kind,
      dataDir: env.dataDir,
      secretKey: env.secretKey,
      log,
    });
    const keys = await loadServerKeys({ db, secretKey: env.secretKey });
    const geo = await openGeoLookup();
    const limiters = createLimiters(
      env,
      { createPerMinute: options.createPerMinute, keySecret: keys.rateLimit, log },
      cleanups,
    );
    const { resolver, buttonConfigs, verifiedDomains, bus, domainDeps } = await openLinkCaches(
      env,
      { database, linkCacheTtlMs: options.linkCacheTtlMs, log },
      cleanups,
    );
    const { clicks, visitors, webhookWorker, clickEvents, webhookDeps } = await startClickPipeline(
      env,
      { database, log },
      cleanups,
    );

    // Pushed before the listener's cleanup, so it runs after requests in progress have finished.
    const qrRenderer = createQrRenderPool({ workers: env.qrRenderWorkers, ...options.qrRender, log });
    cleanups.push(() => qrRenderer.close());

    const csvImports = createCsvImports();
    cleanups.push(() => csvImports.close());

    const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
    const handlePage = createRequestHandler(build, "production");

    const pageContext = {
      db,
      env,
      invalidateLinks: (m: CacheInvalidation) => bus.invalidate(m),
      buttonConfigs,
      createLimiter: limiters.createLimiter,
      authLimiters: limiters.authLimiters,
      accountLimiters: limiters.accountLimiters,
      deviceCookieKey: keys.deviceCookie,
      invitationLinkKey: keys.invitationLink,
      qrRenderer,
      csvImports,
      domains: domainDeps,
      webhooks: webhookDeps,
      servedDomains: verifiedDomains,
    };
    // The marketing pages and Link Not Found, rendered for an anonymous visitor with this start-up's settings.
    const renderAnonymous = (path: string) =>
      handlePage(new Request(new URL(path, env.publicUrl)), { ...pageContext, clientAddress: "127.0.0.1" });
    const prerenderedPages = createPrerenderedPages({
      paths: PRERENDERED_PATHS,
      pathOf: pagePathOf(build),
      render: renderAnonymous,
      log,
    });
    const notFoundPage = createNotFoundPage(build, renderAnonymous, log);

    const token = newAdminToken();
    const app = createApp({
      env,
      db,
      geo,
      createLimiter: limiters.createLimiter,
      apiLimiter: limiters.apiLimiter,
      apiAuthLimiter: limiters.apiAuthLimiter,
      invalidateLinks: (m) => bus.invalidate(m),
      edgeLimiters: limiters.edgeLimiters,
      qrRenderer,
      fingerprint,
      domains: domainDeps,
      verifiedDomains,
      webhooks: webhookDeps,
      askLimiter: limiters.askLimiter,
      admin: {
        token,
        context: {
          db,
          invalidate: (m) => bus.invalidate(m),
          flushClicks: () => Promise.all([clicks.flushAll(), visitors.flush()]).then(() => {}),
        },
      },
      clientDir: join(buildDir, "client"),
      handlePage: (request, context) => handlePage(request, context),
      isPrerenderedPage: prerenderedPageCheck(build, PRERENDERED_PATHS),
      prerenderedPages,
      notFoundPage,
      pageHasAction: pageActionCheck(build),
      // The pages that take more than a form: the branded QR's logo upload and the CSV import (each reads its own cap again).
      pageBodyLimit: pageBodyLimit(
        build,
        // The CSV import takes a file up to IMPORT_UPLOAD_MAX_BYTES, plus the multipart wrapping.
        {
          "routes/dashboard-qr-image": MAX_BRANDED_QR_BODY_BYTES,
          "routes/dashboard-import": IMPORT_UPLOAD_MAX_BYTES + 64 * 1024,
        },
        PAGE_BODY_LIMIT_BYTES,
      ),
      pageContext,
      log,
    });
    // With several instances the turn of a team link is one count in Redis (round robin stays exact).
    const turns = env.redisUrl ? redisTeamTurns({ redisUrl: env.redisUrl, log }) : undefined;
    if (turns !== undefined) cleanups.push(() => turns.close());
    const listener = createRedirectListener({
      resolver,
      // The webhooks' tap is one Set lookup for a workspace without a `link.clicked` endpoint.
      recorder: {
        record: (click) => {
          clicks.record(click);
          clickEvents.tap(click);
        },
      },
      geo,
      trustProxy: env.trustProxy,
      https: env.publicUrl.startsWith("https:"),
      ...(turns === undefined ? {} : { turns }),
      fallback: getRequestListener(app.fetch),
      hosts: { publicHost: domainDeps.publicHost, verified: verifiedDomains },
      visitors,
      log,
    });

    const port = await listenHttp(
      listener,
      { port: env.port, host: env.host, requestTimeoutMs: options.requestTimeoutMs ?? 30_000 },
      cleanups,
    );
    // After listening, so start-up is not slower; a visitor before it ends waits for that page only.
    if (options.warmPages ?? true) void prerenderedPages.warm().then(() => notFoundPage.warm());
    for (const warning of startupWarnings(env)) log(warning);
    try {
      cleanups.push(writeAdminFile(env.dataDir, { port, token, pid: process.pid }));
    } catch (err) {
      // Only PostgreSQL set-ups get here (PGlite needs DATA_DIR writable): the CLI can go direct.
      log(
        `admin: could not write ${env.dataDir}/admin.json (${String(err)}); npm run admin will open the database directly`,
      );
    }

    const shownHost = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`,
      port,
      database,
      clicks,
      visitors,
      resolver,
      qrRenderer,
      verifiedDomains,
      webhookWorker,
      clickEvents,
      close: () => {
        closing ??= cleanups.run();
        return closing;
      },
    };
  } catch (err) {
    await cleanups.run();
    throw err;
  }
}
