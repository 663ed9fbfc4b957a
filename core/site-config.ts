import { ACCOUNT_PATHS } from "./site-pages";

/**
 * The settings pages need, read from the environment once at start-up (server/env.server.ts)
 * and handed to every page through the root loader, so one build serves any host
 * (docs/decisions/0120-runtime-site-settings.md).
 */
export interface SiteConfig {
  /** Origin for canonical links, Open Graph URLs, the sitemap, short links and embed code; no trailing slash. */
  publicUrl: string;
  /** Where Sign Up Free, Start Free Now, Create Free Account and Create Your Own Link go. */
  signupUrl: string;
  /** Where Login goes. */
  loginUrl: string;
  /** The site's own name: page titles, Open Graph, the header and footer, mail. */
  siteName: string;
  /** Where people write for help and privacy requests; null hides every sentence that would name one. */
  supportEmail: string | null;
  /** "Last Updated" on the terms and privacy pages (YYYY-MM-DD); null: the day the page is served. */
  legalUpdated: string | null;
  /**
   * Promises only whoever runs the site can make (SITE_UPTIME_PROMISE, e.g. "99.9%";
   * SITE_SUPPORT_REPLY_TIME, e.g. "24 hours"): null leaves out every sentence that makes one.
   */
  uptimePromise: string | null;
  supportReplyTime: string | null;
}

export const DEFAULT_SITE_NAME = "ChatLink";

/** An absolute URL on this site, e.g. for canonical links. */
export function absoluteUrl(config: Pick<SiteConfig, "publicUrl">, path: string): string {
  return path === "/" ? `${config.publicUrl}/` : `${config.publicUrl}${path}`;
}

/**
 * Our copy names the site "ChatLink"; a site that runs under another name shows that name
 * wherever the copy names the site (titles, headings). `text` is our own copy, never input.
 */
export function withSiteName(text: string, siteName: string): string {
  return siteName === DEFAULT_SITE_NAME ? text : text.replaceAll(DEFAULT_SITE_NAME, siteName);
}

/** The settings with nothing configured (what a page falls back to without the root loader's data). */
export const DEFAULT_SITE_CONFIG: SiteConfig = Object.freeze({
  publicUrl: "http://localhost:3000",
  signupUrl: ACCOUNT_PATHS.signup,
  loginUrl: ACCOUNT_PATHS.login,
  siteName: DEFAULT_SITE_NAME,
  supportEmail: null,
  legalUpdated: null,
  uptimePromise: null,
  supportReplyTime: null,
});
