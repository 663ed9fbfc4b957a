import { LOCALES, localizePath } from "#core/locales";
import { SITE_PAGES } from "#core/site-pages";
import { languageAlternates } from "./language-alternates";
import { absoluteUrl, type SiteConfig } from "./site-config";

/** Pages worth a search result: the marketing pages, not the bare widget frame or the 404 page. */
export const SITEMAP_PATHS: readonly string[] = [
  SITE_PAGES.home,
  SITE_PAGES.features,
  SITE_PAGES["how-it-works"],
  SITE_PAGES.faq,
  SITE_PAGES.widget,
  SITE_PAGES.terms,
  SITE_PAGES.privacy,
  SITE_PAGES["api-docs"],
];

/** Every page in every language, each with its alternates (hreflang and x-default), as search engines read them. */
export function sitemapXml(config: SiteConfig): string {
  const urls = SITEMAP_PATHS.flatMap((path) => {
    const alternates = languageAlternates(config, path)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`)
      .join("\n");
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${absoluteUrl(config, localizePath(locale, path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(config: SiteConfig): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
