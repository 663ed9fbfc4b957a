import { describe, expect, it } from "vitest";
import { readSiteConfig } from "#core/read-site-config";
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from "./sitemap";

const config = readSiteConfig({ PUBLIC_URL: "https://chat.example.com" });

describe("crawler files", () => {
  it("lists every marketing page with PUBLIC_URL, not the bare widget or the 404 page", () => {
    const xml = sitemapXml(config);
    expect(xml).toContain("<loc>https://chat.example.com/</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/faq</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/docs/api</loc>");
    expect(xml.match(/<loc>/g)).toHaveLength(SITEMAP_PATHS.length);
    expect(xml).not.toContain("/widget-embed");
    expect(xml).not.toContain("/404");
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt(config)).toContain("Sitemap: https://chat.example.com/sitemap.xml");
  });
});
