import { describe, expect, it } from "vitest";
import { renderQr } from "./render-qr.server";

const pngEdge = (body: Uint8Array) => new DataView(body.buffer, body.byteOffset).getUint32(16);

describe("renderQr", () => {
  it("fills exactly the requested edge, whatever the module count divides into", async () => {
    for (const size of [64, 99, 256, 300, 301, 777]) {
      const result = await renderQr("http://localhost:3000/abc1234", size, "png");
      if (!result.ok) throw new Error(`refused ${size}`);
      expect(pngEdge(result.body), String(size)).toBe(size);
    }
  });

  it("does not lose a pixel to floating point (sizes where width / modules × modules < width)", async () => {
    // "hello" is a version 1 symbol: 21 modules + 8 quiet = 29, and 29 × (255 / 29) is 254.99…
    for (const size of [62, 118, 243, 255, 1023]) {
      const result = await renderQr("hello", size, "png");
      if (!result.ok) throw new Error(`refused ${size}`);
      expect(pngEdge(result.body), String(size)).toBe(size);
    }
  });

  it("is deterministic, so ETags can stand for the bytes", async () => {
    const a = await renderQr("same", 300, "svg");
    const b = await renderQr("same", 300, "svg");
    expect(a).toEqual(b);
  });

  it("refuses data no QR code can hold, and sizes below one pixel per module", async () => {
    expect(await renderQr("€".repeat(1500), 2048, "png")).toEqual({ ok: false, reason: "data_too_long" });
    expect(await renderQr("a".repeat(500), 64, "png")).toMatchObject({ ok: false, reason: "size_too_small" });
  });
});
