import { describe, expect, it } from "vitest";
import { readSiteConfig } from "#core/read-site-config";
import { pageMeta, siteConfigFromMatches } from "./page-meta";

const config = readSiteConfig({ PUBLIC_URL: "https://chat.example.com" });
const meta = { title: "FAQ | ChatLink", description: "Answers.", keywords: ["a", "b"] };

describe("pageMeta", () => {
  it("has title, description, keywords, Open Graph, Twitter and a canonical link", () => {
    const tags = pageMeta({ meta, path: "/faq", config });
    expect(tags).toContainEqual({ title: "FAQ | ChatLink" });
    expect(tags).toContainEqual({ name: "description", content: "Answers." });
    expect(tags).toContainEqual({ name: "keywords", content: "a, b" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://chat.example.com/faq" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://chat.example.com/faq" });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://chat.example.com/social-card.png",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("marks pages that should not be indexed and gives them no canonical link", () => {
    const tags = pageMeta({ meta, path: "/nope", config, indexable: false });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag)).toBe(false);
  });

  it("reads the config from the root match, with a fallback", () => {
    expect(siteConfigFromMatches([{ id: "root", loaderData: config }])).toBe(config);
    expect(siteConfigFromMatches([]).publicUrl).toBe("http://localhost:3000");
  });
});
