import { LOCALE_INFO, LOCALES, type Locale, localizePath, splitLocalePath } from "./locales";

/**
 * The site's pages by name (pages are reached "by page name", docs/product.md). The route table,
 * the prerender list, the header/footer and the reserved-alias list all derive
 * from this one table, so a new page can never collide with a short link.
 */
export const SITE_PAGES = {
  home: "/",
  features: "/features",
  "how-it-works": "/how-it-works",
  faq: "/faq",
  terms: "/terms",
  privacy: "/privacy",
  widget: "/widget",
  "widget-embed": "/widget-embed",
  "api-docs": "/docs/api",
  "404": "/404",
} as const;

export type PageName = keyof typeof SITE_PAGES;

/** Unknown names go home, as docs/product.md says. */
export function pathForPage(name: string): string {
  return Object.hasOwn(SITE_PAGES, name) ? SITE_PAGES[name as PageName] : SITE_PAGES.home;
}

/** The static pages of one language (English paths), rendered once at start-up in every language. */
const STATIC_PAGES: readonly string[] = [
  SITE_PAGES.home,
  SITE_PAGES.features,
  SITE_PAGES["how-it-works"],
  SITE_PAGES.faq,
  SITE_PAGES.terms,
  SITE_PAGES.privacy,
  SITE_PAGES.widget,
  SITE_PAGES["api-docs"],
];

/** Pages whose HTML is rendered once (everything static), in every language. */
export const PRERENDERED_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  [...STATIC_PAGES, SITE_PAGES["widget-embed"]].map((path) => localizePath(locale, path)),
);

/**
 * The account pages (server-rendered, never prerendered). Sign Up / Login point
 * here unless configured otherwise; the dashboard's own pages live under /dashboard.
 */
export const ACCOUNT_PATHS = {
  signup: "/signup",
  login: "/login",
  logout: "/logout",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  invitation: "/invitation",
  dashboard: "/dashboard",
  settings: "/dashboard/settings",
  apiKeys: "/dashboard/settings/api-keys",
  domains: "/dashboard/settings/domains",
  webhooks: "/dashboard/settings/webhooks",
  importLinks: "/dashboard/import",
  importUndo: "/dashboard/import/undo",
  importProgress: "/dashboard/import/progress",
  exportLinks: "/dashboard/export",
} as const;

/**
 * Where deleting an account lands: the home page with a notice. The prerendered page
 * has no notice, so the server renders any page asked for with this query.
 */
export const ACCOUNT_DELETED_HOME = "/?account=deleted";

export function asksForAccountDeletedNotice(url: URL): boolean {
  return url.searchParams.get("account") === "deleted";
}

/**
 * English paths that exist in every language at their own URL (`/faq`, `/pt-br/faq`): the static
 * pages, the embed, the account pages and the 404 page. Other pages (the dashboard, a team link's
 * card, an unknown code's Link Not Found page) have one URL and speak the visitor's language.
 */
export const LOCALIZED_PATHS: ReadonlySet<string> = new Set([
  ...STATIC_PAGES,
  SITE_PAGES["widget-embed"],
  SITE_PAGES["404"],
  ACCOUNT_PATHS.signup,
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.forgotPassword,
  ACCOUNT_PATHS.resetPassword,
  ACCOUNT_PATHS.verifyEmail,
  ACCOUNT_PATHS.invitation,
]);

/**
 * An English site path as the same page in `locale`: pages with their own URL per language get
 * its segment (`/faq` → `/hi/faq`); the rest (the dashboard, files, other sites) stay as they are.
 */
export function pagePathIn(locale: Locale, path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return LOCALIZED_PATHS.has(bare) ? localizePath(locale, path) : path;
}

/** The switcher's address for `locale` from the English path `here` (app/routes/set-language.ts). */
export function languageChoicePath(locale: Locale, here: string): string {
  return `/language/${LOCALE_INFO[locale].segment || "en"}?next=${encodeURIComponent(here)}`;
}

const MAX_NEXT = 512;

/**
 * Where the switcher sends a visitor: `next` (a path of this site, else home) in `locale`. An
 * absolute URL, `//host` or a backslash trick is never followed (no open redirect).
 */
export function languageChoiceTarget(locale: Locale, next: string | null): string {
  return pagePathIn(locale, splitLocalePath(sitePath(next)).path);
}

const OWN_ORIGIN = "http://site.invalid";
const OFF_SITE = /^\/[/\\]/;

/**
 * `next` as a path of this site, else `/`. Read the way a browser reads a Location header (tabs
 * and newlines dropped, dot segments resolved: `/\t/evil.com` and `/.//evil.com` are `//evil.com`)
 * and written back percent-encoded, so no control or non-ASCII character reaches the header.
 */
function sitePath(next: string | null): string {
  if (!next || next.length > MAX_NEXT || !next.startsWith("/") || OFF_SITE.test(next)) return "/";
  try {
    const url = new URL(next, OWN_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === OWN_ORIGIN && !OFF_SITE.test(path) ? path : "/";
  } catch {
    return "/";
  }
}
