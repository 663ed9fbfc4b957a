import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "#core/site-pages";
import { FAQ } from "../../app/content/faq";
import { baseUrl } from "./browser";
import { ROUTES, url } from "./site-fixtures";

/** What crawlers and link previews see: the first response, without running any JavaScript. */

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

function decode(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
}

const MARKETING = ROUTES.filter((r) => PRERENDERED_PATHS.includes(r.path));

describe("the first response of every marketing page", () => {
  it.each(MARKETING)(
    "$path has title, description, keywords, Open Graph, Twitter and canonical",
    async (route) => {
      const response = await fetch(url(route.path));
      expect(response.status).toBe(200);
      const html = await response.text();
      const canonical = route.path === "/" ? `${baseUrl()}/` : `${baseUrl()}${route.path}`;
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(route.title);
      expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(50);
      expect(metaContent(html, "name", "keywords")).toBeTruthy();
      expect(decode(metaContent(html, "property", "og:title") ?? "")).toBe(route.title);
      expect(metaContent(html, "property", "og:description")).toBeTruthy();
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      expect(metaContent(html, "property", "og:image")).toBe(`${baseUrl()}/social-card.png`);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toMatch(/<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml"\/>/);
      expect(html).toContain('<html lang="en"');
    },
  );

  it("/faq carries FAQPage structured data with all 20 questions", async () => {
    const html = await (await fetch(url("/faq"))).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json as string);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(20);
    expect(data.mainEntity[0].name).toBe(FAQ.items[0]?.question);
  });

  it("the not-found page is not indexed", async () => {
    const response = await fetch(url("/missing-page"));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(metaContent(html, "name", "robots")).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("files for crawlers and link previews", () => {
  it("sitemap.xml lists the marketing pages under PUBLIC_URL", async () => {
    const response = await fetch(url("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    for (const path of ["/", "/features", "/how-it-works", "/faq", "/widget", "/terms", "/privacy"]) {
      expect(xml).toContain(`<loc>${path === "/" ? `${baseUrl()}/` : `${baseUrl()}${path}`}</loc>`);
    }
  });

  it("robots.txt allows crawling and points to the sitemap", async () => {
    const response = await fetch(url("/robots.txt"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it.each([
    ["/favicon.svg", "image/svg+xml", undefined],
    ["/favicon-32.png", "image/png", [32, 32]],
    ["/apple-touch-icon.png", "image/png", [180, 180]],
    ["/social-card.png", "image/png", [1200, 630]],
  ] as const)("%s is served as %s", async (path, type, size) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (size) expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(size);
  });
});
