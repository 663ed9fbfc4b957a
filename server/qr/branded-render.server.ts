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

function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
