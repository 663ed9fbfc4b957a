import type { Db } from "#db/client.server";
import type { DomainDeps } from "#domain/domains/domain-view.server";
import type { VerifiedDomains } from "#domain/domains/verified-domains.server";
import type { AccountLimiters } from "#domain/limits/account-limiters.server";
import type { AuthLimiters } from "#domain/limits/auth-limiters.server";
import type { RateLimiter } from "#domain/limits/rate-limit.server";
import type { ButtonConfigCache } from "#domain/links/button-config-cache.server";
import type { CsvImports } from "#domain/links/import-parse-thread.server";
import type { CacheInvalidation } from "#domain/links/link-cache-bus.server";
import type { QrRenderer } from "#domain/qr/qr-render-protocol.server";
import type { WebhookDeps } from "#domain/webhooks/webhook-view.server";
import type { Env } from "./env.server";

/**
 * What React Router loaders and actions get from the server (their `context`):
 * the same database, configuration and cache invalidation the API uses, so a
 * page never opens its own connections. Route modules reach it only from
 * `*.server.ts` helpers.
 */
// A type alias (not an interface) so it fits AppLoadContext's index signature.
export type PageContext = {
  db: Db;
  env: Env;
  /** Drop a link from every instance's redirect cache (after an edit, removal or deletion). */
  invalidateLinks: (message: CacheInvalidation) => Promise<void>;
  /** The chat button's public configurations, cached per code and dropped with the redirect cache. */
  buttonConfigs: ButtonConfigCache;
  /** The same per-address limiter as anonymous API creation. */
  createLimiter: RateLimiter;
  /** Log-in, sign-up and password-reset throttles. */
  authLimiters: AuthLimiters;
  /** Signs the log-in device cookies (app/lib/auth/device-cookie.server.ts, ADR 0081). */
  deviceCookieKey: string;
  /** Signs the invitation links copied from the members page (domain/workspaces/invitation-link.server.ts). */
  invitationLinkKey: string;
  /** Per-account limits on link creation and branded PNG drawing. */
  accountLimiters: AccountLimiters;
  /** CSV uploads read on a worker thread, and the server-wide cap on imports running at once. */
  csvImports: CsvImports;
  /** Draws branded QR PNGs in a worker process (created at start-up, closed on shutdown). */
  qrRenderer: QrRenderer;
  /** The caller's address (X-Forwarded-For only under TRUST_PROXY); for throttling, never stored. */
  clientAddress: string;
  /** Custom domains' operations (the Domains page): the database, DNS, every instance's verified set. */
  domains: DomainDeps;
  /** Webhook endpoints' operations (the Webhooks page). */
  webhooks: WebhookDeps;
  /** The verified custom domains held in memory (a public page's `?domain=` is read against it). */
  servedDomains: Pick<VerifiedDomains, "get">;
};

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
