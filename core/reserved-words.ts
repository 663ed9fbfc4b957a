import { LOCALE_SEGMENTS } from "./locales";
import { ACCOUNT_PATHS, SITE_PAGES } from "./site-pages";

/** First path segment of every site page and account page. */
function firstSegments(paths: readonly string[]): string[] {
  return paths.map((p) => p.split("/")[1] ?? "").filter((s) => s.length > 0);
}

/**
 * System words that are or will be paths, files or brand words on this host.
 * Aliases are matched case-insensitively, so these are all lower case.
 */
const SYSTEM_WORDS = [
  "api",
  "assets",
  "static",
  "public",
  "build",
  "admin",
  "administrator",
  "root",
  "system",
  "login",
  "logout",
  "signin",
  "signout",
  "signup",
  "sign-up",
  "sign-in",
  "register",
  "account",
  "accounts",
  "settings",
  "profile",
  "dashboard",
  "analytics",
  "stats",
  "links",
  "link",
  "qr",
  "geo",
  "flags",
  "health",
  "healthz",
  "ready",
  "status",
  "metrics",
  "robots",
  "sitemap",
  "favicon",
  "manifest",
  "apple-touch-icon",
  "well-known",
  "auth",
  "oauth",
  "reset",
  "reset-password",
  "forgot-password",
  "verify",
  "verify-email",
  "invitation",
  "confirm",
  "billing",
  "pricing",
  "premium",
  "help",
  "support",
  "contact",
  "about",
  "blog",
  "docs",
  "legal",
  "cookies",
  "security",
  "embed",
  "widget-embed",
  "index",
  "home",
  "null",
  "undefined",
  "chatlink",
  "whatsapp",
  // The language switcher's address (app/routes/set-language.ts).
  "language",
] as const;

export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  ...firstSegments(Object.values(SITE_PAGES)),
  ...firstSegments(Object.values(ACCOUNT_PATHS)),
  ...SYSTEM_WORDS,
  ...LOCALE_SEGMENTS,
]);

/**
 * Prefixes no alias may start with, whatever follows: the framework's and the server's own
 * paths are named this way (React Router's `/__manifest` route discovery, the operator's
 * `/__admin`, dot files such as `/.well-known`), and new ones may come with any upgrade.
 */
export const RESERVED_PREFIXES = ["__", "."] as const;

export function isReservedWord(alias: string): boolean {
  const word = alias.trim().toLowerCase();
  return RESERVED_WORDS.has(word) || RESERVED_PREFIXES.some((prefix) => word.startsWith(prefix));
}
