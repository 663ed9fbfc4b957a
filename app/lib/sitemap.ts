import { SITE_PAGES } from "#core/site-pages";
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

export function sitemapXml(config: SiteConfig): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${absoluteUrl(config, path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
