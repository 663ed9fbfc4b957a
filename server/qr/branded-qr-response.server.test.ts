import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { MAX_LOGO_BYTES, readLogo } from "./branded-logo.server";
import { brandedQrResponse } from "./branded-qr-response.server";
import { QUIET_ZONE_MODULES } from "./render-qr.server";

const DATA = "http://chat.test/abc1234";

function fields(values: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

function pngLogo(edge: number, rgba: [number, number, number, number]): Uint8Array {
  const png = new PNG({ width: edge, height: edge });
  for (let i = 0; i < edge * edge; i++) png.data.set(rgba, i * 4);
  return new Uint8Array(PNG.sync.write(png));
}

function pixel(png: PNG, x: number, y: number): string {
  const i = (y * png.width + x) * 4;
  return `#${[png.data[i], png.data[i + 1], png.data[i + 2]].map((c) => (c ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

describe("brandedQrResponse", () => {
  it("draws a PNG of the requested size: finder pattern in the foreground, quiet zone in the background", async () => {
    const res = await brandedQrResponse(
      fields({ foreground: "#075e54", background: "#fff8e1", size: "512", format: "png", download: "1" }),
      DATA,
      "abc1234",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="abc1234-qr-512.png"');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(pixel(png, 2, 2)).toBe("#fff8e1");
    // The top-left finder's outer ring starts right after the quiet zone: probe half a module in.
    const moduleCount = 25 + 2 * QUIET_ZONE_MODULES; // version 2 at level M for this data
    const modulePx = 512 / moduleCount;
    const inFinder = Math.floor((QUIET_ZONE_MODULES + 0.5) * modulePx);
    expect(pixel(png, inFinder, inFinder)).toBe("#075e54");
  });

  it("refuses low contrast and inverted pairs with 422 and a message", async () => {
    const low = await brandedQrResponse(fields({ foreground: "#25d366", background: "#ffffff" }), DATA, "x");
    expect(low.status).toBe(422);
    expect(await low.text()).toMatch(/too close to scan/);
    const inverted = await brandedQrResponse(
      fields({ foreground: "#ffffff", background: "#000000" }),
      DATA,
      "x",
    );
    expect(inverted.status).toBe(422);
  });

  it("puts a PNG logo in the middle on a background pad, at level H", async () => {
    const logo = new Blob([new Uint8Array(pngLogo(40, [255, 0, 0, 255]))], { type: "image/png" });
    const res = await brandedQrResponse(fields({ size: "512", format: "png", logo }), DATA, "x");
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(pixel(png, 256, 256)).toBe("#ff0000");
  });

  it("embeds the logo in SVG output as an <image> data URI, with both colours", async () => {
    const svgLogo =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script><rect width="1" height="1"/></svg>';
    const res = await brandedQrResponse(
      fields({ foreground: "#1a237e", background: "#fafafa", format: "svg", logo: new Blob([svgLogo]) }),
      DATA,
      "x",
    );
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('fill="#1a237e"');
    expect(svg).toContain('fill="#fafafa"');
    expect(svg).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
    expect(svg).not.toContain("<script");
  });

  it("refuses an SVG logo for PNG output, saying how to get one", async () => {
    const res = await brandedQrResponse(
      fields({ format: "png", logo: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>']) }),
      DATA,
      "x",
    );
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/upload a PNG logo for PNG downloads/);
  });
});

describe("readLogo", () => {
  it("goes by the bytes, not the name or type", () => {
    expect(readLogo(new TextEncoder().encode("GIF89a....")).ok).toBe(false);
    expect(readLogo(new TextEncoder().encode("<html><svg></svg></html>")).ok).toBe(false);
    expect(readLogo(new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>')).ok).toBe(false);
    expect(readLogo(new TextEncoder().encode("<!-- hi --><svg viewBox='0 0 1 1'></svg>\n")).ok).toBe(true);
    expect(readLogo(pngLogo(8, [0, 0, 0, 255])).ok).toBe(true);
  });

  it("refuses files over the limit and PNGs declaring huge canvases", () => {
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(pngLogo(8, [0, 0, 0, 255]));
    const result = readLogo(big);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/too big/);
    const bomb = pngLogo(8, [0, 0, 0, 255]);
    new DataView(bomb.buffer).setUint32(16, 100_000);
    expect(readLogo(bomb).ok).toBe(false);
  });
});
