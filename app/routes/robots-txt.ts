import { readSiteConfig } from "../lib/site-config";
import { robotsTxt } from "../lib/sitemap";

export function loader() {
  return new Response(robotsTxt(readSiteConfig(process.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
