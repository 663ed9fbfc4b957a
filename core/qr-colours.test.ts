import { describe, expect, it } from "vitest";
import { checkQrColours, contrastRatio, parseHexColour, relativeLuminance } from "./qr-colours";

const rgb = (hex: string) => {
  const colour = parseHexColour(hex);
  if (colour === null) throw new Error(hex);
  return colour;
};

describe("contrast", () => {
  it("matches WCAG's reference values", () => {
    expect(contrastRatio(rgb("#000000"), rgb("#ffffff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb("#ffffff"), rgb("#ffffff"))).toBe(1);
    // #767676 on white is the classic 4.54:1 grey; order does not matter.
    expect(contrastRatio(rgb("#767676"), rgb("#ffffff"))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb("#ffffff"), rgb("#767676"))).toBeCloseTo(4.54, 2);
    expect(relativeLuminance(rgb("#ff0000"))).toBeCloseTo(0.2126, 4);
  });

  it("parses only #rrggbb", () => {
    expect(parseHexColour("#075E54")).toEqual({ r: 7, g: 94, b: 84 });
    for (const bad of ["075e54", "#075e5", "#075e5g", "red", "#075e5400", ""])
      expect(parseHexColour(bad)).toBeNull();
  });
});

describe("checkQrColours", () => {
  it("accepts dark on light with at least 3:1", () => {
    expect(checkQrColours("#000000", "#ffffff")).toEqual({ ok: true });
    expect(checkQrColours("#075e54", "#e7f8ee")).toEqual({ ok: true });
    expect(checkQrColours("#949494", "#ffffff")).toEqual({ ok: true }); // 3.03:1
  });

  it("refuses pairs under 3:1 with the ratio in the message", () => {
    const result = checkQrColours("#25d366", "#ffffff"); // WhatsApp green on white: 1.98:1
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/too close to scan.*2\.0:1/);
    expect(checkQrColours("#959595", "#ffffff").ok).toBe(false); // 2.97:1
  });

  it("refuses a light foreground on a dark background (inverted codes), even with high contrast", () => {
    const result = checkQrColours("#ffffff", "#000000");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/dark foreground on a light background/);
  });

  it("refuses malformed colours", () => {
    expect(checkQrColours("black", "#ffffff").ok).toBe(false);
  });
});
