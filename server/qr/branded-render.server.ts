import { PNG } from "pngjs";
import type { Rgb } from "../../app/components/branded-qr/qr-colours";
import type { BrandLogo } from "./branded-logo.server";
import type { QrMatrix } from "./encode-png.server";
import { buildQrSymbol, QUIET_ZONE_MODULES } from "./render-qr.server";

export interface BrandedQrOptions {
  data: string;
  /** Edge in pixels (PNG) or the SVG's width/height. */
  size: number;
  foreground: Rgb;
  background: Rgb;
  logo: BrandLogo | null;
}

/** A logo and its pad may hide at most this share of the symbol; level H restores up to ~30%. */
export const MAX_LOGO_AREA_SHARE = 0.2;

export type BrandedSymbolResult =
  | { ok: true; symbol: QrMatrix; pad: LogoPad | null }
  | { ok: false; message: string };

/** Where the logo goes, in modules from the symbol's top-left corner (the quiet zone excluded). */
export interface LogoPad {
  /** First module row/column of the background-coloured pad. */
  start: number;
  /** Its side in modules. */
  side: number;
  /** The logo's box inside the pad (one module of pad around it when there is room). */
  inset: number;
}

/**
 * The symbol for a branded code: error correction raised to H when a logo covers
 * the middle (up to ~30% of codewords can be lost and rebuilt; we hide at most
 * 20% of the area, leaving margin for print wear), otherwise the usual M. The
 * pad's side has the symbol's parity, so it sits exactly on the module grid.
 */
export function brandedSymbol(data: string, withLogo: boolean, size: number): BrandedSymbolResult {
  const symbol = buildQrSymbol(data, withLogo ? "H" : "M");
  if (symbol === null) return { ok: false, message: "The link is too long to fit in a QR code." };
  const minSize = symbol.size + 2 * QUIET_ZONE_MODULES;
  if (size < minSize) return { ok: false, message: `Choose a size of at least ${minSize} pixels.` };
  if (!withLogo) return { ok: true, symbol, pad: null };
  let side = Math.floor(symbol.size * Math.sqrt(MAX_LOGO_AREA_SHARE));
  if ((symbol.size - side) % 2 !== 0) side -= 1;
  return {
    ok: true,
    symbol,
    pad: { start: (symbol.size - side) / 2, side, inset: side >= 5 ? 1 : 0 },
  };
}

/**
 * An `size`×`size` RGB PNG drawn here pixel by pixel (same integer pixel → module
 * mapping as encodeQrPng, so modules differ by at most one pixel), with a PNG logo
 * scaled bilinearly and alpha-composited onto its pad. SVG logos cannot be
 * rasterised without a new dependency; callers refuse that combination.
 */
export function renderBrandedPng(options: BrandedQrOptions, symbol: QrMatrix, pad: LogoPad | null): Buffer {
  const { size, foreground: fg, background: bg } = options;
  const span = symbol.size + 2 * QUIET_ZONE_MODULES;
  const moduleOf = (pixel: number) => Math.floor((pixel * span) / size) - QUIET_ZONE_MODULES;
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
  if (pad !== null && options.logo?.kind === "png") {
    // The logo box in pixels: from the first pixel of its first module to the last of its last.
    const firstModule = pad.start + pad.inset + QUIET_ZONE_MODULES;
    const modules = pad.side - 2 * pad.inset;
    const boxStart = Math.ceil((firstModule * size) / span);
    const boxEnd = Math.ceil(((firstModule + modules) * size) / span);
    drawLogo(pixels, size, options.logo, boxStart, boxEnd - boxStart, bg);
  }
  const png = new PNG({ width: size, height: size });
  png.data = pixels;
  // RGBA with the "sub" filter only: pngjs' RGBA→RGB repacking and its adaptive filter
  // search (both plain JS over every byte) doubled the time at 2048 px, and "sub" turns
  // runs of one colour into zeros, which deflate's run-length strategy packs well.
  return PNG.sync.write(png, { colorType: 6, filterType: 1 });
}

/** Fits the logo in the `box`-pixel square at (`start`, `start`), keeping its aspect ratio, over `bg`. */
function drawLogo(
  pixels: Buffer,
  size: number,
  logo: Extract<BrandLogo, { kind: "png" }>,
  start: number,
  box: number,
  bg: Rgb,
): void {
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

/**
 * The code as SVG: one rectangle of background, one path of dark modules (a run
 * of modules per row segment), and the logo as an <image> with a data URI on a
 * background pad. An uploaded SVG is only ever referenced that way, never inlined,
 * so its scripts and external references are inert.
 */
export function renderBrandedSvg(options: BrandedQrOptions, symbol: QrMatrix, pad: LogoPad | null): string {
  const span = symbol.size + 2 * QUIET_ZONE_MODULES;
  const q = QUIET_ZONE_MODULES;
  const inPad = (row: number, column: number) =>
    pad !== null &&
    row >= pad.start &&
    row < pad.start + pad.side &&
    column >= pad.start &&
    column < pad.start + pad.side;
  const runs: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    let column = 0;
    while (column < symbol.size) {
      if (symbol.data[row * symbol.size + column] !== 1 || inPad(row, column)) {
        column++;
        continue;
      }
      const first = column;
      while (column < symbol.size && symbol.data[row * symbol.size + column] === 1 && !inPad(row, column))
        column++;
      runs.push(`M${first + q} ${row + q}h${column - first}v1h-${column - first}z`);
    }
  }
  const fg = hex(options.foreground);
  const bg = hex(options.background);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${span} ${span}" shape-rendering="crispEdges">`,
    `<rect width="${span}" height="${span}" fill="${bg}"/>`,
    `<path fill="${fg}" d="${runs.join("")}"/>`,
  ];
  if (pad !== null && options.logo !== null) {
    const box = pad.side - 2 * pad.inset;
    const type = options.logo.kind === "png" ? "image/png" : "image/svg+xml";
    const uri = `data:${type};base64,${Buffer.from(options.logo.bytes).toString("base64")}`;
    parts.push(
      `<rect x="${pad.start + q}" y="${pad.start + q}" width="${pad.side}" height="${pad.side}" fill="${bg}"/>`,
      `<image x="${pad.start + pad.inset + q}" y="${pad.start + pad.inset + q}" width="${box}" height="${box}" preserveAspectRatio="xMidYMid meet" href="${uri}"/>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}

export function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
