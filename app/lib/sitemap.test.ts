import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/locales";
import { readSiteConfig } from "#core/read-site-config";
import { robotsTxt, SITEMAP_PATHS, sitemapXml } from "./sitemap";

const config = readSiteConfig({ PUBLIC_URL: "https://chat.example.com" });

describe("crawler files", () => {
  it("lists every marketing page in every language with PUBLIC_URL, not the bare widget or the 404 page", () => {
    const xml = sitemapXml(config);
    expect(xml).toContain("<loc>https://chat.example.com/</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/faq</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/ar/faq</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/pt-br</loc>");
    expect(xml).toContain("<loc>https://chat.example.com/docs/api</loc>");
    expect(xml.match(/<loc>/g)).toHaveLength(SITEMAP_PATHS.length * LOCALES.length);
    expect(xml).not.toContain("/widget-embed");
    expect(xml).not.toContain("/404");
  });

  it("gives each URL its alternates in every language and x-default (the English page)", () => {
    const xml = sitemapXml(config);
    const entry =
      xml.split("<url>").find((e) => e.includes("<loc>https://chat.example.com/hi/faq</loc>")) ?? "";
    expect(entry).toContain('hreflang="pt-BR" href="https://chat.example.com/pt-br/faq"');
    expect(entry).toContain('hreflang="ar" href="https://chat.example.com/ar/faq"');
    expect(entry).toContain('hreflang="x-default" href="https://chat.example.com/faq"');
    expect(entry.match(/xhtml:link/g)).toHaveLength(LOCALES.length + 1);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt(config)).toContain("Sitemap: https://chat.example.com/sitemap.xml");
  });
});
