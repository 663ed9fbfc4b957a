import { describe, expect, it } from "vitest";
import { ALIAS_MAX_LENGTH, QR_MAX_SIZE, QR_MIN_SIZE } from "#core/limits";
import { MIN_QR_MODULE_PIXELS, qrMinEdge } from "#core/qr-rules";
import { qrDownloadUrl, qrImageUrl } from "#core/qr-urls";
import { asSeen, decodeQr } from "../../tests/support/decode-qr";
import { encodeQrPng } from "./encode-png.server";
import { buildQrSymbol, QUIET_ZONE_MODULES, renderQr } from "./render-qr.server";

const pngEdge = (body: Uint8Array) => new DataView(body.buffer, body.byteOffset).getUint32(16);

describe("renderQr", () => {
  it("fills exactly the requested edge, whatever the module count divides into", async () => {
    for (const size of [74, 99, 256, 300, 301, 777]) {
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

/** A short link as the generator makes it, and the longest one (an alias of the maximum length). */
const SHORT_URL = "https://chatlink.example.com/abc1234";
const LONGEST_SHORT_URL = `https://chatlink.example.com/${"a".repeat(ALIAS_MAX_LENGTH)}`;
/** A long wa.me link with a message, and the most data /api/qr accepts in byte mode that fits 2,048 px. */
const LONG_DATA = `https://wa.me/447911123456?text=${encodeURIComponent("Hello! I saw your flyer and would like to book a table for four on Friday at 8pm, please.")}`;
const HUGE_DATA = "x".repeat(1200);

describe("renderQr: every image it serves scans (decoded with ZXing)", () => {
  it("refuses a size that gives modules under 2 px, naming the smallest that scans", async () => {
    // The case: a 64 px code of a link used to be served at 1.7 px per module.
    const symbol = buildQrSymbol(SHORT_URL);
    if (symbol === null) throw new Error("no symbol");
    const smallest = (symbol.size + 2 * QUIET_ZONE_MODULES) * MIN_QR_MODULE_PIXELS;
    expect(smallest).toBe(74);
    expect(await renderQr(SHORT_URL, 64, "png")).toEqual({
      ok: false,
      reason: "size_too_small",
      minSize: 74,
    });
    expect(await renderQr(SHORT_URL, 73, "svg")).toEqual({
      ok: false,
      reason: "size_too_small",
      minSize: 74,
    });
    expect((await renderQr(SHORT_URL, 74, "png")).ok).toBe(true);
    expect(await renderQr(LONG_DATA, 64, "png")).toMatchObject({ ok: false, reason: "size_too_small" });
  });

  it("under 2 px per module, an image decodes only pixel-perfect: any resample loses it, which is why it is refused", async () => {
    const symbol = buildQrSymbol(LONG_DATA);
    if (symbol === null) throw new Error("no symbol");
    const span = symbol.size + 2 * QUIET_ZONE_MODULES;
    const thin = encodeQrPng(symbol, QUIET_ZONE_MODULES, Math.round(span * 1.75));
    expect(await decodeQr(thin)).toBe(LONG_DATA);
    for (const scale of [0.75, 1.1, 1.37, 1.6])
      expect(await decodeQr(asSeen(thin, scale)), String(scale)).toBeNull();
    // At the smallest size served, the same data survives being enlarged (a zoom, a print driver).
    const served = await renderQr(LONG_DATA, qrMinEdge(symbol.size), "png");
    if (!served.ok) throw new Error("refused at its own minimum");
    for (const scale of [1.37, 1.6])
      expect(await decodeQr(asSeen(served.body, scale)), String(scale)).toBe(LONG_DATA);
  });

  const cases: [string, string][] = [
    ["a word", "hello"],
    ["a short link", SHORT_URL],
    ["the longest short link", LONGEST_SHORT_URL],
    ["a wa.me link with a message", LONG_DATA],
    ["1,200 characters", HUGE_DATA],
  ];
  it.each(cases)(
    "%s decodes to exactly its data as PNG and SVG at every size it is served",
    async (_label, data) => {
      const symbol = buildQrSymbol(data);
      if (symbol === null) throw new Error("no symbol");
      const smallest = qrMinEdge(symbol.size);
      // The contract's edges, the smallest accepted for this data, and the sizes the UI asks for.
      const sizes = [QR_MIN_SIZE, smallest, smallest + 1, 256, 300, 512, 1024, QR_MAX_SIZE].filter(
        (size, i, all) => size >= smallest && all.indexOf(size) === i,
      );
      for (const size of sizes)
        for (const format of ["png", "svg"] as const) {
          const result = await renderQr(data, size, format);
          if (!result.ok) throw new Error(`${format} ${size} refused`);
          expect(await decodeQr(result.body), `${format} at ${size}`).toBe(data);
        }
      if (smallest > QR_MIN_SIZE)
        expect(await renderQr(data, smallest - 1, "png")).toEqual({
          ok: false,
          reason: "size_too_small",
          minSize: smallest,
        });
    },
  );

  it.each([
    ["a wa.me link with a message", LONG_DATA],
    ["1,200 characters", HUGE_DATA],
  ])(
    "%s decodes at every size from the smallest served to 1.6 times it, PNG and SVG",
    async (_label, data) => {
      // Module edges fall on fractions of a pixel at most of these sizes: the SVG must not
      // depend on how a renderer snaps them (resvg's crispEdges lost codes at 2.04–2.87 px per module).
      const symbol = buildQrSymbol(data);
      if (symbol === null) throw new Error("no symbol");
      const smallest = qrMinEdge(symbol.size);
      const unreadable: string[] = [];
      for (let size = smallest; size <= Math.min(QR_MAX_SIZE, smallest * 1.6); size++)
        for (const format of ["png", "svg"] as const) {
          const result = await renderQr(data, size, format);
          if (!result.ok || (await decodeQr(result.body)) !== data) unreadable.push(`${format} ${size}`);
        }
      expect(unreadable).toEqual([]);
    },
  );

  it("serves every size the generator asks for, even for the longest short link", async () => {
    for (const url of [
      qrImageUrl(LONGEST_SHORT_URL),
      qrDownloadUrl(LONGEST_SHORT_URL, "png"),
      qrDownloadUrl(LONGEST_SHORT_URL, "svg"),
    ]) {
      const query = new URL(url, "http://x").searchParams;
      const size = Number(query.get("size")?.split("x")[0]);
      const format = query.get("format") === "svg" ? "svg" : "png";
      const result = await renderQr(query.get("data") ?? "", size, format);
      if (!result.ok) throw new Error(`the generator asks for ${url}, which is refused`);
      expect(await decodeQr(result.body), url).toBe(LONGEST_SHORT_URL);
    }
  });
});
