import { readSiteConfig } from "../lib/site-config";
import { sitemapXml } from "../lib/sitemap";

export function loader() {
  return new Response(sitemapXml(readSiteConfig(process.env)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
