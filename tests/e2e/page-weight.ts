import type { Page } from "playwright-core";

/** Issue 23: what a page without the generator may download as JavaScript, and a generator page. */
export const TEXT_PAGE_JS_BUDGET = 40_000;
export const GENERATOR_PAGE_JS_BUDGET = 150_000;

export interface LoadedJavaScript {
  /** Bytes on the wire (the encoded body: brotli or gzip, as the server sent it), summed. */
  bytes: number;
  files: string[];
  /** Characters of inline <script> (not JSON-LD) in the HTML, which no response counts. */
  inlineChars: number;
}

/**
 * Opens `address` in `page` and sums every JavaScript response the browser downloaded until the
 * network went quiet: entry, route modules, modulepreloads and any chunk loaded later.
 */
export async function javaScriptLoaded(page: Page, address: string): Promise<LoadedJavaScript> {
  const sizes: Array<Promise<{ file: string; bytes: number }>> = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      (async () => {
        const response = await request.response();
        const type = response?.headers()["content-type"] ?? "";
        if (!/javascript/.test(type)) return { file: "", bytes: 0 };
        const { responseBodySize } = await request.sizes();
        return { file: new URL(request.url()).pathname, bytes: responseBodySize };
      })(),
    );
  });
  await page.goto(address, { waitUntil: "networkidle" });
  const loaded = (await Promise.all(sizes)).filter((s) => s.file !== "");
  const inlineChars = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"))
      .filter((s) => s.getAttribute("type") !== "application/ld+json")
      .reduce((sum, s) => sum + (s.textContent ?? "").length, 0),
  );
  return {
    bytes: loaded.reduce((sum, s) => sum + s.bytes, 0),
    files: loaded.map((s) => s.file),
    inlineChars,
  };
}
