import { PNG } from "pngjs";
import type { Rgb } from "#core/qr-colours";
import { MAX_LOGO_EDGE } from "./branded-logo.server";
import type { BrandedQrOptions, LogoPad } from "./branded-render.server";
import { moduleAt, pixelGrid, type QrMatrix } from "./encode-png.server";
import { QUIET_ZONE_MODULES } from "./render-qr.server";
import { LogoDrawError, type RasterLogo, rasteriseSvgLogo } from "./svg-logo.server";

/**
 * Decodes a PNG logo (readLogo has checked its signature and declared size only).
 * CPU-heavy for large images (~150 ms for 2048²): the render worker calls it, never
 * the server's thread. Throws LogoDrawError when the file cannot be read.
 */
export function decodePngLogo(bytes: Uint8Array): RasterLogo {
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (png.width > MAX_LOGO_EDGE || png.height > MAX_LOGO_EDGE) throw new Error("too large");
    return { width: png.width, height: png.height, rgba: new Uint8Array(png.data) };
  } catch {
    throw new LogoDrawError("The PNG logo could not be read.", "png_unreadable");
  }
}

/**
 * The logo's square in pixels of a `size` px image: from the first pixel of its first
 * module to the last of its last, so it covers whole pad modules and nothing else.
 */
function logoBox(size: number, symbol: QrMatrix, pad: LogoPad): { start: number; side: number } {
  const grid = pixelGrid(size, symbol.size + 2 * QUIET_ZONE_MODULES);
  const firstModule = pad.start + pad.inset + QUIET_ZONE_MODULES;
  const modules = pad.side - 2 * pad.inset;
  return { start: grid.offset + firstModule * grid.scale, side: modules * grid.scale };
}

/**
 * An `size`×`size` RGB PNG drawn here pixel by pixel (the same uniform module grid
 * as encodeQrPng, `pixelGrid`), with the logo
 * alpha-composited onto its pad: a PNG scaled bilinearly, an SVG rasterised by
 * resvg at the box's own pixel size. CPU-heavy at 2048 px (~0.3–0.5 s): it runs
 * in the render worker (qr-render-pool.server.ts), never on the server's thread.
 * Throws LogoDrawError when the logo cannot be read or drawn.
 */
export function renderBrandedPng(options: BrandedQrOptions, symbol: QrMatrix, pad: LogoPad | null): Buffer {
  const { size, foreground: fg, background: bg } = options;
  const grid = pixelGrid(size, symbol.size + 2 * QUIET_ZONE_MODULES);
  const moduleOf = (pixel: number) => moduleAt(grid, QUIET_ZONE_MODULES, pixel);
  const pixels = Buffer.alloc(size * size * 4);
  const columnOf = new Int32Array(size);
  for (let x = 0; x < size; x++) columnOf[x] = moduleOf(x);

  const rowBytes = size * 4;
  let previousRow = Number.NaN;
  for (let y = 0; y < size; y++) {
    const row = moduleOf(y);
    // Pixel rows within one module row are identical (the logo is drawn afterwards): copy them.
    if (row === previousRow) {
      pixels.copyWithin(y * rowBytes, (y - 1) * rowBytes, y * rowBytes);
      continue;
    }
    previousRow = row;
    const inPadRows = pad !== null && row >= pad.start && row < pad.start + pad.side;
    for (let x = 0; x < size; x++) {
      const column = columnOf[x] as number;
      const inPad = inPadRows && pad !== null && column >= pad.start && column < pad.start + pad.side;
      const dark =
        !inPad &&
        row >= 0 &&
        row < symbol.size &&
        column >= 0 &&
        column < symbol.size &&
        symbol.data[row * symbol.size + column] === 1;
      const colour = dark ? fg : bg;
      const i = (y * size + x) * 4;
      pixels[i] = colour.r;
      pixels[i + 1] = colour.g;
      pixels[i + 2] = colour.b;
      pixels[i + 3] = 255;
    }
  }
  if (pad !== null && options.logo !== null) {
    const box = logoBox(size, symbol, pad);
    const logo =
      options.logo.kind === "png"
        ? decodePngLogo(options.logo.bytes)
        : rasteriseSvgLogo(options.logo.bytes, box.side);
    drawLogo(pixels, size, logo, box.start, box.side, bg);
  }
  const png = new PNG({ width: size, height: size });
  png.data = pixels;
  // RGBA with the "sub" filter only: pngjs' RGBA→RGB repacking and its adaptive filter
  // search (both plain JS over every byte) doubled the time at 2048 px, and "sub" turns
  // runs of one colour into zeros, which deflate's run-length strategy packs well.
  return PNG.sync.write(png, { colorType: 6, filterType: 1 });
}

/** Fits the logo in the `box`-pixel square at (`start`, `start`), keeping its aspect ratio, over `bg`. */
function drawLogo(pixels: Buffer, size: number, logo: RasterLogo, start: number, box: number, bg: Rgb): void {
  const scale = Math.min(box / logo.width, box / logo.height);
  const width = Math.max(1, Math.round(logo.width * scale));
  const height = Math.max(1, Math.round(logo.height * scale));
  const left = start + Math.floor((box - width) / 2);
  const top = start + Math.floor((box - height) / 2);
  for (let y = 0; y < height; y++) {
    // Bilinear: sample at the destination pixel's centre mapped into the source.
    const sy = Math.min(logo.height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(logo.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(logo.width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(logo.width - 1, x0 + 1);
      const fx = sx - x0;
      const weights = [
        [x0, y0, (1 - fx) * (1 - fy)],
        [x1, y0, fx * (1 - fy)],
        [x0, y1, (1 - fx) * fy],
        [x1, y1, fx * fy],
      ] as const;
      // Premultiplied alpha, so transparent pixels' colours do not bleed into edges.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const [px, py, w] of weights) {
        const i = (py * logo.width + px) * 4;
        const alpha = ((logo.rgba[i + 3] as number) / 255) * w;
        r += (logo.rgba[i] as number) * alpha;
        g += (logo.rgba[i + 1] as number) * alpha;
        b += (logo.rgba[i + 2] as number) * alpha;
        a += alpha;
      }
      const o = ((top + y) * size + left + x) * 4;
      pixels[o] = Math.round(r + bg.r * (1 - a));
      pixels[o + 1] = Math.round(g + bg.g * (1 - a));
      pixels[o + 2] = Math.round(b + bg.b * (1 - a));
    }
  }
}
