import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  type Locale,
  localeForTag,
  preferredLocale,
  splitLocalePath,
} from "./locales";
import { LOCALIZED_PATHS } from "./site-pages";

const MAX_COOKIE_HEADER = 8_192;

/** The language chosen with the switcher (LOCALE_COOKIE), or null. */
export function chosenLocale(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.slice(0, MAX_COOKIE_HEADER).split(";", 64)) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    return localeForTag(
      pair
        .slice(at + 1)
        .trim()
        .slice(0, 35),
    );
  }
  return null;
}

/**
 * A request's language. A page with its own URL in each language speaks its URL's language
 * (English at the root), whatever the visitor's browser says, so search engines and shared links
 * see one page per URL. Pages without one (the dashboard, a team link's card, an unknown code)
 * speak the visitor's chosen language, else the browser's preferred one, else English.
 */
export function requestLocale(request: Request): Locale {
  const { pathname } = new URL(request.url);
  const { locale, path } = splitLocalePath(pathname);
  if (locale !== DEFAULT_LOCALE || LOCALIZED_PATHS.has(path)) return locale;
  return (
    chosenLocale(request.headers.get("cookie")) ??
    preferredLocale(request.headers.get("accept-language")) ??
    DEFAULT_LOCALE
  );
}
