import { describe, expect, it } from "vitest";
import { embedCode, embedIframeHtml, embedResizeScript, exampleHtmlPage } from "./embed-code";

describe("embed code", () => {
  it("is the documented iframe: full width, 600 tall, no border, our /widget-embed", () => {
    const html = embedIframeHtml("https://chat.example.com");
    expect(html).toMatch(
      /^<iframe src="https:\/\/chat\.example\.com\/widget-embed" width="100%" height="600"/,
    );
    expect(html).toContain('style="border:0"');
    expect(html).toMatch(/title="[^"]+"/);
    expect(html).toContain('loading="lazy"');
    expect(html.endsWith("</iframe>")).toBe(true);
  });

  it("lets Copy Link use the clipboard from inside another site", () => {
    expect(embedIframeHtml("https://chat.example.com")).toContain('allow="clipboard-write"');
  });

  it("puts a theme other than the default light in the address", () => {
    expect(embedIframeHtml("https://chat.example.com", "dark")).toContain(
      'src="https://chat.example.com/widget-embed?theme=dark"',
    );
    expect(embedIframeHtml("https://chat.example.com", "auto")).toContain("/widget-embed?theme=auto");
  });

  it("resizes only the frame that asked, only for our origin, within bounds", () => {
    const script = embedResizeScript("https://chat.example.com/");
    const body = script.replace(/^<script>/, "").replace(/<\/script>$/, "");
    const handlers: Array<(e: unknown) => void> = [];
    const asked: Array<[string, unknown, string]> = [];
    const frame = (name: string) => ({
      contentWindow: { postMessage: (data: unknown, target: string) => asked.push([name, data, target]) },
      style: { height: "" },
    });
    const ours = frame("ours");
    const other = frame("other");
    new Function("addEventListener", "document", body)(
      (_type: string, handler: (e: unknown) => void) => handlers.push(handler),
      { querySelectorAll: () => [ours, other] },
    );
    const send = (data: unknown, origin = "https://chat.example.com", source = ours.contentWindow) =>
      handlers[0]?.({ data, origin, source });
    send({ type: "chatlink:height", height: 812 });
    expect(ours.style.height).toBe("812px");
    expect(other.style.height).toBe("");
    send({ type: "chatlink:height", height: 90_000 });
    expect(ours.style.height).toBe("2000px");
    send({ type: "chatlink:height", height: 5 }, "https://evil.example");
    expect(ours.style.height).toBe("2000px");
    send({ type: "other", height: 5 });
    expect(ours.style.height).toBe("2000px");
    send({ type: "chatlink:height", height: "x" });
    expect(ours.style.height).toBe("200px");
  });

  it("asks the frames for their height once listening, only as our origin may read it", () => {
    const asked: Array<[unknown, string]> = [];
    const frame = {
      contentWindow: { postMessage: (data: unknown, target: string) => asked.push([data, target]) },
    };
    const body = embedResizeScript("https://chat.example.com/")
      .replace(/^<script>/, "")
      .replace(/<\/script>$/, "");
    new Function("addEventListener", "document", body)(() => {}, {
      querySelectorAll: () => [frame, { contentWindow: null }],
    });
    // A frame still loading, or showing another site, is not ours: the browser drops the question.
    expect(asked).toEqual([[{ type: "chatlink:height?" }, "https://chat.example.com"]]);
  });

  it("offers the iframe and its script together, and the same in a complete HTML page", () => {
    expect(embedCode("https://chat.example.com")).toBe(
      `${embedIframeHtml("https://chat.example.com")}\n${embedResizeScript("https://chat.example.com")}`,
    );
    const page = exampleHtmlPage("https://chat.example.com");
    expect(page.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(page).toContain(embedIframeHtml("https://chat.example.com"));
    expect(page).toContain(embedResizeScript("https://chat.example.com"));
    expect(page.trimEnd().endsWith("</html>")).toBe(true);
  });
});
