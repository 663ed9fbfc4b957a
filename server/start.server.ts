import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { errorText } from "#core/error-text";
import { IMPORT_UPLOAD_MAX_BYTES } from "#core/limits";
import { MAX_BRANDED_QR_BODY_BYTES } from "#core/qr-sizes";
import { PRERENDERED_PATHS } from "#core/site-pages";
import { type Database, openDatabase } from "#db/client.server";
import { projectRoot } from "#db/project-root.server";
import { upsertClickRollups } from "#db/queries/clicks.server";
import { findResolvableLinks } from "#db/queries/links.server";
import { newAdminToken, writeAdminFile } from "#domain/admin/admin-file.server";
import { dropSwitchedOffDimensions } from "#domain/analytics/switched-off-dimensions.server";
import { VisitorCounter } from "#domain/analytics/visitor-counter.server";
import {
  ClickRecorder,
  EMBEDDED_ROWS_PER_WRITE,
  MAX_ROWS_PER_WRITE,
} from "#domain/clicks/click-recorder.server";
import { loadFingerprinter } from "#domain/creators/creator-fingerprint.server";
import { createTxtLookup } from "#domain/domains/dns-txt.server";
import type { DomainDeps } from "#domain/domains/domain-view.server";
import { startDomainRechecks } from "#domain/domains/recheck-domains.server";
import { VerifiedDomains } from "#domain/domains/verified-domains.server";
import { openGeoLookup } from "#domain/geo/geo-lookup.server";
import { createAccountLimiters } from "#domain/limits/account-limiters.server";
import { createAuthLimiters } from "#domain/limits/auth-limiters.server";
import { createRateLimiter } from "#domain/limits/rate-limit.server";
import { loadServerKeys } from "#domain/limits/server-keys.server";
import { createButtonConfigCache } from "#domain/links/button-config-cache.server";
import { createCsvImports } from "#domain/links/import-parse-thread.server";
import {
  type CacheDrop,
  type CacheInvalidation,
  openLinkCacheBus,
} from "#domain/links/link-cache-bus.server";
import { LinkResolver } from "#domain/links/resolve-link.server";
import { redisTeamTurns } from "#domain/links/team-turns.server";
import {
  createQrRenderPool,
  type QrRenderPool,
  type QrRenderPoolOptions,
} from "#domain/qr/qr-render-pool.server";
import { ClickEvents } from "#domain/webhooks/click-events.server";
import { WebhookWorker } from "#domain/webhooks/delivery-worker.server";
import { postWebhook } from "#domain/webhooks/post-webhook.server";
import { createAddressResolver } from "#domain/webhooks/url-guard.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import { createApp } from "./app.server";
import type { Env } from "./env.server";
import { ASKS_PER_10S } from "./http/domain-ask.server";
import { PAGE_BODY_LIMIT_BYTES } from "./middleware/body-limit.server";
import { createEdgeLimiters } from "./middleware/edge-limiters.server";
import { pageActionCheck, pageBodyLimit, pagePathOf } from "./middleware/page-actions.server";
import {
  createNotFoundPage,
  createPrerenderedPages,
  prerenderedPageCheck,
} from "./middleware/prerendered-pages.server";
import { createRedirectListener } from "./redirect.server";
import { startupWarnings } from "./startup-warnings.server";

export const DEFAULT_BUILD_DIR = join(projectRoot(), "build");

/** REST API v1 calls without a valid key per client address (network) per minute. */
export const API_CALLS_WITHOUT_KEY_PER_MINUTE = 60;

/** How often each instance reads the verified custom domains again whatever it was told. */
const DOMAINS_REFRESH_MS = 60_000;

/** How long a cached link is served without being read again (ADR 0131). */
export const LINK_FRESH_MS = { embedded: 10 * 60_000, postgres: 60_000 } as const;

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
  const cleanups: Array<() => Promise<void> | void> = [() => database.close()];
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        log(`shutdown: ${errorText(err)}`);
      }
    }
    cleanups.length = 0;
  };

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
    const createLimiter = createRateLimiter({
      redisUrl: env.redisUrl,
      limit: options.createPerMinute ?? env.createPerMinute,
      windowSeconds: 60,
      prefix: "chatlink:rate:create:",
      keyedBy: "address",
      keySecret: keys.rateLimit,
      log,
    });
    cleanups.push(() => createLimiter.close());
    const apiLimiter = createRateLimiter({
      redisUrl: env.redisUrl,
      limit: env.apiPerMinute,
      windowSeconds: 60,
      prefix: "chatlink:rate:api:",
      keyedBy: "value",
      keySecret: keys.rateLimit,
      log,
    });
    cleanups.push(() => apiLimiter.close());
    const apiAuthLimiter = createRateLimiter({
      redisUrl: env.redisUrl,
      limit: API_CALLS_WITHOUT_KEY_PER_MINUTE,
      windowSeconds: 60,
      prefix: "chatlink:rate:api-auth:",
      keyedBy: "address",
      keySecret: keys.rateLimit,
      log,
    });
    cleanups.push(() => apiAuthLimiter.close());
    const edgeLimiters = createEdgeLimiters({
      redisUrl: env.redisUrl,
      keySecret: keys.rateLimit,
      rendersPerMinute: env.qrRendersPerMinute,
      formsPer10s: env.formsPer10s,
      brandedImagesPer10s: env.qrImagesPer10s,
      pagesPer10s: env.pagesPer10s,
      log,
    });
    cleanups.push(() => edgeLimiters.close());
    const authLimiters = createAuthLimiters(
      { redisUrl: env.redisUrl, keySecret: keys.rateLimit, log },
      { signupsPerHour: env.signupsPerHour },
    );
    cleanups.push(() => authLimiters.close());
    const accountLimiters = createAccountLimiters({
      redisUrl: env.redisUrl,
      keySecret: keys.rateLimit,
      qrPngsPerMinute: env.qrPngsPerMinute,
      importedLinksPerHour: env.importedLinksPerHour,
      log,
    });
    cleanups.push(() => accountLimiters.close());

    const resolver = new LinkResolver({
      findMany: (keys) => findResolvableLinks(db, keys),
      // Every change reaches this cache at once (here, or through the Redis bus), so an answer
      // can stay fresh long: the embedded database has one process, and instances sharing
      // PostgreSQL share Redis (README); without it another instance's edit shows within a minute.
      ttlMs:
        options.linkCacheTtlMs ??
        (env.databaseUrl === undefined ? LINK_FRESH_MS.embedded : LINK_FRESH_MS.postgres),
      // The embedded database answers one query at a time: queries queued behind each other
      // would each pay its fixed cost (~1.5 ms) for a few keys; waiting keys go in the next one.
      maxConcurrent: env.databaseUrl === undefined ? 1 : 4,
    });
    const buttonConfigs = createButtonConfigCache(db);
    const verifiedDomains = new VerifiedDomains(db, log);
    await verifiedDomains.reload();
    verifiedDomains.start(DOMAINS_REFRESH_MS);
    cleanups.push(() => verifiedDomains.stop());
    const apply = (message: CacheDrop) => {
      if (message.kind === "domains") return void verifiedDomains.reload();
      if (message.kind === "all") resolver.clear();
      else resolver.invalidate(message.codeKey);
      buttonConfigs.drop(message.kind === "all" ? null : message.codeKey);
    };
    const bus = await openLinkCacheBus({ redisUrl: env.redisUrl, apply, log });
    cleanups.push(() => bus.close());

    const domainDeps: DomainDeps = {
      db,
      dns: createTxtLookup(env.dnsServers),
      publicHost: new URL(env.publicUrl).hostname,
      // Other instances reload when told; this one's reload is awaited, so the answer that
      // reports a change (verified, removed) is only sent once this instance serves it.
      domainsChanged: async () => {
        await bus.invalidate({ kind: "domains" });
        await verifiedDomains.reload();
      },
    };
    const rechecks = startDomainRechecks(domainDeps, log);
    const askLimiter = createRateLimiter({
      limit: ASKS_PER_10S,
      windowSeconds: 10,
      prefix: "chatlink:rate:ask:",
      keyedBy: "address",
      keySecret: keys.rateLimit,
      maxKeys: 10_000,
    });
    cleanups.push(() => rechecks.stop());

    const clicks = new ClickRecorder((rows) => upsertClickRollups(db, rows), log, undefined, {
      maxRowsPerWrite: database.kind === "pglite" ? EMBEDDED_ROWS_PER_WRITE : MAX_ROWS_PER_WRITE,
      prepare: dropSwitchedOffDimensions(db),
    });
    // Runs before the database closes (cleanups run in reverse), so no click is lost.
    cleanups.push(() => clicks.close());
    const visitors = new VisitorCounter(db, {
      log,
      ...(database.kind === "pglite" ? { rowsPerWrite: EMBEDDED_ROWS_PER_WRITE } : {}),
    });
    cleanups.push(() => visitors.close());
    // Today's and tomorrow's salts in memory before the first click.
    await visitors.maintain();

    // Webhooks: the outbox's sender, and `link.clicked`'s tap beside the click recorder.
    const resolveAddress = createAddressResolver(env.dnsServers);
    const allowPrivate = env.webhooksAllowPrivate;
    const webhookWorker = new WebhookWorker({
      db,
      post: (url, headers, body) =>
        postWebhook(url, headers, body, { allowPrivate, resolve: resolveAddress }),
      log,
    });
    webhookWorker.start();
    cleanups.push(() => webhookWorker.stop());
    const clickEvents = new ClickEvents(db, { log });
    await clickEvents.reload();
    clickEvents.start();
    // After the worker's stop (reverse order): the last clicks reach the outbox, sent at the next start.
    cleanups.push(() => clickEvents.close());
    const webhookDeps: WebhookDeps = {
      db,
      allowPrivate,
      resolve: resolveAddress,
      changed: () => void clickEvents.reload(),
      wake: () => webhookWorker.wake(),
    };

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
      createLimiter,
      authLimiters,
      accountLimiters,
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
      createLimiter,
      apiLimiter,
      apiAuthLimiter,
      invalidateLinks: (m) => bus.invalidate(m),
      edgeLimiters,
      qrRenderer,
      fingerprint,
      domains: domainDeps,
      verifiedDomains,
      webhooks: webhookDeps,
      askLimiter,
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

    const requestTimeout = options.requestTimeoutMs ?? 30_000;
    const server = createServer(
      {
        // A client that sends its headers or body slowly (slowloris) or stops half-way gets a 408 and
        // is closed after this long, rather than holding a socket and its buffers indefinitely. An idle
        // keep-alive connection between requests is not a request in progress and is not affected.
        requestTimeout,
        headersTimeout: Math.min(20_000, requestTimeout),
        // How often those deadlines are checked (Node's default, 30 s, would double the wait).
        connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(requestTimeout / 6))),
      },
      listener,
    );
    // Longer than the idle timeout of common proxies and load balancers (60 s), so the server is never
    // the side that closes a keep-alive connection just as a request is sent on it.
    server.keepAliveTimeout = 65_000;
    await listen(server, env.port, env.host);
    // After listening, so start-up is not slower; a visitor before it ends waits for that page only.
    void prerenderedPages.warm().then(() => notFoundPage.warm());
    for (const warning of startupWarnings(env)) log(warning);
    const port = (server.address() as AddressInfo).port;
    cleanups.push(() => stopAccepting(server));
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
        closing ??= runCleanups();
        return closing;
      },
    };
  } catch (err) {
    await runCleanups();
    throw err;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolvePromise();
    });
  });
}

/** Stops accepting and waits for requests in progress (at most 5 s), closing idle keep-alive sockets now. */
function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolvePromise();
    });
    server.closeIdleConnections();
  });
}
