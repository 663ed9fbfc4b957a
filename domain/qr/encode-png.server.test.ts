import { inflateSync } from "node:zlib";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { encodeQrPng } from "./encode-png.server";

/** Just enough PNG reading for our own output: chunks, CRCs, IHDR, one inflated IDAT stream. */
function decode(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{ type: string; data: Uint8Array }> = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  const ihdr = new DataView(chunks[0]?.data.buffer ?? new ArrayBuffer(0), chunks[0]?.data.byteOffset);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  expect([...(chunks[0]?.data.subarray(8) ?? [])]).toEqual([1, 0, 0, 0, 0]);
  const raw = inflateSync(chunks[1]?.data ?? new Uint8Array(0));
  const rowBytes = 1 + Math.ceil(width / 8);
  expect(raw.length).toBe(rowBytes * height);
  return {
    width,
    height,
    isDark(x: number, y: number): boolean {
      expect(raw[y * rowBytes]).toBe(0); // filter type none
      return ((raw[y * rowBytes + 1 + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) === 0;
    },
  };
}

describe("encodeQrPng", () => {
  it.each([
    [29, "hello"],
    [255, "hello"],
    [300, "http://localhost:3000/abc1234"],
    [777, "a".repeat(300)],
    [2048, "a".repeat(2048)],
  ])("draws at exactly %i px: every module is a whole square of pixels matching the symbol", (edge, data) => {
    const symbol = QRCode.create(data, { errorCorrectionLevel: "M" }).modules;
    const margin = 4;
    const png = decode(encodeQrPng(symbol, margin, edge));
    expect({ width: png.width, height: png.height }).toEqual({ width: edge, height: edge });
    const span = symbol.size + 2 * margin;
    // Uniform modules: the same whole number of pixels each, the leftover split into the margin.
    const scale = Math.floor(edge / span);
    const offset = Math.floor((edge - scale * span) / 2);
    for (let row = -margin; row < symbol.size + margin; row++) {
      for (let col = -margin; col < symbol.size + margin; col++) {
        const x = offset + (col + margin) * scale;
        const y = offset + (row + margin) * scale;
        const inside = row >= 0 && col >= 0 && row < symbol.size && col < symbol.size;
        const expected = inside && symbol.data[row * symbol.size + col] === 1;
        for (const [px, py] of [
          [x, y],
          [x + scale - 1, y + scale - 1],
        ] as const)
          if (png.isDark(px, py) !== expected) throw new Error(`module ${row},${col} wrong at ${edge}px`);
      }
    }
    // The quiet zone is light right up to the edges.
    expect(png.isDark(0, 0) || png.isDark(edge - 1, edge - 1)).toBe(false);
  });

  it("checksums every chunk", () => {
    const png = encodeQrPng(QRCode.create("x").modules, 4, 64);
    // IEND's CRC over its type alone is a well-known constant.
    expect([...png.subarray(png.length - 4)]).toEqual([0xae, 0x42, 0x60, 0x82]);
  });
});
