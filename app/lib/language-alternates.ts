import { LOCALE_INFO, LOCALES, localizePath } from "#core/locales";
import { absoluteUrl, type SiteConfig } from "./site-config";

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * One page's address in every language plus `x-default` (the English page, which no
 * Accept-Language ever redirects), for `<link rel="alternate">` and the sitemap. `path` is the
 * page's English path.
 */
export function languageAlternates(config: SiteConfig, path: string): LanguageAlternate[] {
  const alternates = LOCALES.map((locale) => ({
    hreflang: LOCALE_INFO[locale].hreflang,
    href: absoluteUrl(config, localizePath(locale, path)),
  }));
  return [...alternates, { hreflang: "x-default", href: absoluteUrl(config, path) }];
}
