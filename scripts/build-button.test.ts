import { describe, expect, it } from "vitest";
import { BUTTON_GZIP_BUDGET, bundleButton, gzipBytes } from "./build-button";

/** The chat button runs on other people's pages: its weight is the host's cost (issue 24). */
describe("button.js", () => {
  it("is at most 6 KB (6144 bytes) gzip", async () => {
    const text = await bundleButton();
    expect(BUTTON_GZIP_BUDGET).toBe(6144);
    expect(gzipBytes(text)).toBeLessThanOrEqual(BUTTON_GZIP_BUDGET);
  });

  it("is one self-contained script: no module syntax, no eval, no storage or cookie access", async () => {
    const text = await bundleButton();
    expect(text).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    for (const banned of [
      "eval(",
      "new Function",
      "localStorage",
      "sessionStorage",
      "indexedDB",
      "document.cookie",
    ])
      expect(text, banned).not.toContain(banned);
  });
});
