import { describe, expect, it } from "vitest";
import {
  checkLogoWidth,
  DEFAULT_LOGO_WIDTH_PERCENT,
  logoPadSide,
  MAX_LOGO_WIDTH_PERCENT,
  qrMinEdge,
  qrTooSmallMessage,
} from "./qr-rules";

describe("qrMinEdge", () => {
  it("is two pixels per module with the four-module quiet zone on each side", () => {
    expect(qrMinEdge(21)).toBe(58); // version 1: fits in the API's smallest size, 64
    expect(qrMinEdge(29)).toBe(74); // version 3, a typical short link: 64 px is refused
    expect(qrMinEdge(177)).toBe(370); // version 40
    expect(qrTooSmallMessage(74)).toMatch(/at least 74x74 px for this data/);
  });
});

describe("checkLogoWidth (the designer and the server apply it alike)", () => {
  it("accepts whole percentages up to the limit, and defaults when not given", () => {
    expect(checkLogoWidth(undefined)).toEqual({ ok: true, percent: DEFAULT_LOGO_WIDTH_PERCENT });
    expect(checkLogoWidth(" ")).toEqual({ ok: true, percent: DEFAULT_LOGO_WIDTH_PERCENT });
    expect(checkLogoWidth("10")).toEqual({ ok: true, percent: 10 });
    expect(checkLogoWidth(String(MAX_LOGO_WIDTH_PERCENT))).toEqual({
      ok: true,
      percent: MAX_LOGO_WIDTH_PERCENT,
    });
  });

  it("refuses a logo too large to scan, saying the limit and why", () => {
    const refused = checkLogoWidth(String(MAX_LOGO_WIDTH_PERCENT + 1));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.message).toMatch(/too large to scan/);
      expect(refused.message).toContain(`at most ${MAX_LOGO_WIDTH_PERCENT}%`);
      expect(refused.message).toMatch(/error correction/);
    }
  });

  it.each(["9", "0", "-5", "30.5", "1e2", "abc", "1000"])("refuses %j with a message", (text) => {
    expect(checkLogoWidth(text)).toMatchObject({ ok: false, message: expect.any(String) });
  });

  it("sizes the pad on the module grid, never over the percentage asked", () => {
    for (const modules of [21, 29, 33, 41, 57])
      for (const percent of [10, 25, MAX_LOGO_WIDTH_PERCENT]) {
        const side = logoPadSide(modules, percent);
        expect((modules - side) % 2).toBe(0);
        expect(side / modules).toBeLessThanOrEqual(percent / 100);
      }
  });
});
