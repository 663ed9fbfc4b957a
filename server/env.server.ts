import { z } from "zod";
import { readSiteConfig } from "#core/read-site-config";
import type { SiteConfig } from "#core/site-config";
import { parseDnsServers } from "#domain/domains/dns-txt.server";
import type { MailConfig } from "#domain/mail/mail-config.server";

/** Validated configuration; every variable and default is listed in the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  QR_RENDER_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  RATE_LIMIT_QR_PNG_PER_MINUTE: z.coerce.number().int().min(1).default(12),
  RATE_LIMIT_IMPORTED_LINKS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  SECRET_KEY: z.string().min(32, "at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  RATE_LIMIT_QR_RENDER_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_FORMS_PER_10S: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_QR_IMAGES_PER_10S: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PAGES_PER_10S: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_CREATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().max(320).optional(),
  CHATLINK_BUILD_DIR: z.string().min(1).optional(),
  DNS_SERVERS: z
    .string()
    .max(1000)
    .regex(
      /^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/,
      "comma-separated host:port, e.g. 1.1.1.1:53,[2606:4700::1111]:53",
    )
    .optional(),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(["0", "1", "true", "false"]).optional(),
});

export interface Env {
  port: number;
  host: string;
  /** Origin of short links, canonical URLs and QR codes, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * How many proxies of ours sit in front of the server (TRUST_PROXY): 0 = none, the socket's
   * address is the client's; n = the client is the n-th X-Forwarded-For entry from the right.
   */
  trustProxy: number;
  /** Worker processes drawing branded QR PNGs (QR_RENDER_WORKERS, default 1). */
  qrRenderWorkers: number;
  /** Branded QR PNGs one account may have drawn per minute (RATE_LIMIT_QR_PNG_PER_MINUTE, default 12). */
  qrPngsPerMinute: number;
  /** Links one account's dashboard imports may create per hour (RATE_LIMIT_IMPORTED_LINKS_PER_HOUR, default 100,000). */
  importedLinksPerHour: number;
  /** SECRET_KEY: keys the creator fingerprints (and is shared by every instance); unset: see 0086. */
  secretKey: string | undefined;
  /** New (uncached) /api/qr images drawn per client address per minute (RATE_LIMIT_QR_RENDER_PER_MINUTE, default 60). */
  qrRendersPerMinute: number;
  /** Form submissions to pages per client address per 10 s (RATE_LIMIT_FORMS_PER_10S, default 30). */
  formsPer10s: number;
  /** Requests to the branded QR image route per client address per 10 s (RATE_LIMIT_QR_IMAGES_PER_10S, default 30). */
  qrImagesPer10s: number;
  /** Rendered page GETs (not kept pages or files) per client address per 10 s (RATE_LIMIT_PAGES_PER_10S, default 120). */
  pagesPer10s: number;
  /** Anonymous link creations per client address per minute (RATE_LIMIT_CREATE_PER_MINUTE, default 30). */
  createPerMinute: number;
  /** REST API v1 calls per API key per minute (API_RATE_LIMIT_PER_MINUTE, default 600). */
  apiPerMinute: number;
  /** Sign-ups per client network per hour (RATE_LIMIT_SIGNUPS_PER_HOUR, default 30). */
  signupsPerHour: number;
  /** SMTP_URL (unset: mail is printed to the server log) and MAIL_FROM (default: the site's name at no-reply@localhost). */
  mail: MailConfig;
  /** What the pages show that depends on where and by whom the site runs (core/site-config.ts). */
  site: SiteConfig;
  /** CHATLINK_BUILD_DIR: serve a build from elsewhere (the integration tests use a private copy); default build/. */
  buildDir: string | undefined;
  /** DNS_SERVERS: where custom domains' TXT proofs are asked (`host:port` each); empty: the system's resolvers. */
  dnsServers: string[];
  /** WEBHOOKS_ALLOW_PRIVATE=1: webhook receivers on loopback and private networks are allowed (self-hosting). */
  webhooksAllowPrivate: boolean;
}

/**
 * TRUST_PROXY: unset, empty, `0`, `false`, `no` or `off` → 0 (no proxy trusted);
 * `true`, `yes` or `on` → 1; a whole number n → n trusted hops.
 */
export function parseTrustProxy(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const text = raw.trim().toLowerCase();
  if (text === "" || text === "false" || text === "no" || text === "off") return 0;
  if (text === "true" || text === "yes" || text === "on") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(
    `Invalid configuration:\n  TRUST_PROXY: expected a number of proxies (1 for one reverse proxy), true or false, got "${raw}"`,
  );
}

/**
 * NODE_ENV as React read it when the app was imported: `npm run serve` sets "production"
 * (React's production build); unset means React's development build. The operator's ping reports it.
 */
export function runtimeMode(source: NodeJS.ProcessEnv = process.env): string {
  return source.NODE_ENV || "development";
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const site = readSiteConfig(source);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: site.publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    qrRenderWorkers: e.QR_RENDER_WORKERS,
    qrPngsPerMinute: e.RATE_LIMIT_QR_PNG_PER_MINUTE,
    importedLinksPerHour: e.RATE_LIMIT_IMPORTED_LINKS_PER_HOUR,
    secretKey: e.SECRET_KEY,
    qrRendersPerMinute: e.RATE_LIMIT_QR_RENDER_PER_MINUTE,
    formsPer10s: e.RATE_LIMIT_FORMS_PER_10S,
    qrImagesPer10s: e.RATE_LIMIT_QR_IMAGES_PER_10S,
    pagesPer10s: e.RATE_LIMIT_PAGES_PER_10S,
    createPerMinute: e.RATE_LIMIT_CREATE_PER_MINUTE,
    apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signupsPerHour: e.RATE_LIMIT_SIGNUPS_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM?.trim() || `${site.siteName} <no-reply@localhost>` },
    site,
    buildDir: e.CHATLINK_BUILD_DIR,
    dnsServers: parseDnsServers(e.DNS_SERVERS),
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === "1" || e.WEBHOOKS_ALLOW_PRIVATE === "true",
  };
}
