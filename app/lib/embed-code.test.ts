import { describe, expect, it } from "vitest";
import { embedIframeHtml, exampleHtmlPage } from "./embed-code";

describe("embed code", () => {
  it("is the spec's iframe: full width, 600 tall, no border, our /widget-embed", () => {
    const html = embedIframeHtml("https://chat.example.com");
    expect(html).toMatch(
      /^<iframe src="https:\/\/chat\.example\.com\/widget-embed" width="100%" height="600"/,
    );
    expect(html).toContain('style="border:0"');
    expect(html).toMatch(/title="[^"]+"/);
    expect(html).toContain('loading="lazy"');
    expect(html.endsWith("</iframe>")).toBe(true);
  });

  it("puts the same iframe into a complete HTML page", () => {
    const page = exampleHtmlPage("https://chat.example.com");
    expect(page.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(page).toContain(embedIframeHtml("https://chat.example.com"));
    expect(page.trimEnd().endsWith("</html>")).toBe(true);
  });
});
