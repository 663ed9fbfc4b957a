import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

/**
 * A real QR decoder for tests: ZXing-C++ (the engine of many phone scanner apps) in
 * WebAssembly. By default it fetches its .wasm from a CDN, which fails offline: hand
 * it the binary from node_modules instead (docs/decisions/0096).
 */
let ready: Promise<unknown> | null = null;
function loadDecoder(): Promise<unknown> {
  ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    const wasmBinary = (await readFile(path)).buffer as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

/**
 * The text of the QR code in a PNG or SVG image, or null when the decoder finds none.
 * Normal polarity only (`tryInvert: false`): a scanner app that cannot read light-on-dark
 * codes must still read ours. SVG is rasterised at its own width with resvg first.
 */
export async function decodeQr(image: Uint8Array | string): Promise<string | null> {
  await loadDecoder();
  const png =
    typeof image === "string" || image[0] === 0x3c
      ? new Resvg(typeof image === "string" ? image : Buffer.from(image)).render().asPng()
      : image;
  const results = await readBarcodes(new Uint8Array(png), {
    formats: ["QRCode"],
    tryInvert: false,
    maxNumberOfSymbols: 1,
  });
  const found = results.find((r) => r.isValid);
  return found ? found.text : null;
}

/**
 * The image as a phone camera sees it on a screen or paper, roughly: resampled by a
 * non-integer `scale` with bilinear filtering (a browser fitting it in its box, a print
 * driver), then blurred by a 3×3 box (lens focus), as an 8-bit grey PNG. Pixel-perfect
 * images decode at barely one pixel per module; these do not, which is what
 * users of small images see.
 */
export function asSeen(png: Uint8Array, scale: number): Uint8Array {
  const source = PNG.sync.read(Buffer.from(png));
  const grey = new Float32Array(source.width * source.height);
  for (let i = 0; i < grey.length; i++)
    grey[i] =
      0.299 * (source.data[i * 4] as number) +
      0.587 * (source.data[i * 4 + 1] as number) +
      0.114 * (source.data[i * 4 + 2] as number);
  const w = Math.max(1, Math.round(source.width * scale));
  const h = Math.max(1, Math.round(source.height * scale));
  const at = (x: number, y: number) =>
    grey[
      Math.min(source.height - 1, Math.max(0, y)) * source.width + Math.min(source.width - 1, Math.max(0, x))
    ] as number;
  const scaled = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = (y + 0.5) / scale - 0.5;
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = (x + 0.5) / scale - 0.5;
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      scaled[y * w + x] =
        at(x0, y0) * (1 - fx) * (1 - fy) +
        at(x0 + 1, y0) * fx * (1 - fy) +
        at(x0, y0 + 1) * (1 - fx) * fy +
        at(x0 + 1, y0 + 1) * fx * fy;
    }
  }
  const out = new PNG({ width: w, height: h, colorType: 0, inputColorType: 0, bitDepth: 8 });
  out.data = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.min(h - 1, Math.max(0, y + dy));
          const xx = Math.min(w - 1, Math.max(0, x + dx));
          sum += scaled[yy * w + xx] as number;
        }
      out.data[y * w + x] = Math.round(sum / 9);
    }
  return new Uint8Array(PNG.sync.write(out, { colorType: 0, inputColorType: 0, bitDepth: 8 }));
}

/**
 * Glare and sensor noise, roughly: every pixel pulled `amount` of the way to white
 * (light reflected off a screen or glossy print), then ±16 of deterministic noise.
 * It halves the contrast between the two colours at 0.5.
 */
export function withGlare(png: Uint8Array, amount: number): Uint8Array {
  const image = PNG.sync.read(Buffer.from(png));
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed % 33) - 16;
    for (let c = 0; c < 3; c++) {
      const value = (image.data[i + c] as number) * (1 - amount) + 255 * amount + noise;
      image.data[i + c] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return new Uint8Array(PNG.sync.write(image));
}
