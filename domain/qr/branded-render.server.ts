import type { Rgb } from "#core/qr-colours";
import { DEFAULT_LOGO_WIDTH_PERCENT, logoPadSide, qrMinEdge } from "#core/qr-rules";
import type { BrandLogo } from "./branded-logo.server";
import type { QrMatrix } from "./encode-png.server";
import { encodeQrSvg } from "./encode-svg.server";
import { buildQrSymbol, QUIET_ZONE_MODULES } from "./render-qr.server";

export interface BrandedQrOptions {
  data: string;
  /** Edge in pixels (PNG) or the SVG's width/height. */
  size: number;
  foreground: Rgb;
  background: Rgb;
  logo: BrandLogo | null;
}

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
 * the middle (up to ~30% of codewords can be lost and rebuilt; the pad spans at most
 * MAX_LOGO_WIDTH_PERCENT of the width, checked by checkLogoWidth), otherwise the
 * usual M. The pad's side has the symbol's parity, so it sits exactly on the module grid.
 */
export function brandedSymbol(
  data: string,
  withLogo: boolean,
  size: number,
  logoWidthPercent = DEFAULT_LOGO_WIDTH_PERCENT,
): BrandedSymbolResult {
  const symbol = buildQrSymbol(data, withLogo ? "H" : "M");
  if (symbol === null) return { ok: false, message: "The link is too long to fit in a QR code." };
  const minSize = qrMinEdge(symbol.size);
  if (size < minSize)
    return { ok: false, message: `This link needs a QR code of at least ${minSize} pixels to scan.` };
  if (!withLogo) return { ok: true, symbol, pad: null };
  const side = logoPadSide(symbol.size, logoWidthPercent);
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
  const q = QUIET_ZONE_MODULES;
  const bg = hex(options.background);
  const overlay: string[] = [];
  if (pad !== null && options.logo !== null) {
    const box = pad.side - 2 * pad.inset;
    const type = options.logo.kind === "png" ? "image/png" : "image/svg+xml";
    const uri = `data:${type};base64,${Buffer.from(options.logo.bytes).toString("base64")}`;
    overlay.push(
      `<rect x="${pad.start + q}" y="${pad.start + q}" width="${pad.side}" height="${pad.side}" fill="${bg}"/>`,
      `<image x="${pad.start + pad.inset + q}" y="${pad.start + pad.inset + q}" width="${box}" height="${box}" preserveAspectRatio="xMidYMid meet" href="${uri}"/>`,
    );
  }
  const inPad = (row: number, column: number) =>
    pad !== null &&
    row >= pad.start &&
    row < pad.start + pad.side &&
    column >= pad.start &&
    column < pad.start + pad.side;
  return encodeQrSvg(symbol, q, options.size, {
    foreground: hex(options.foreground),
    background: bg,
    hidden: inPad,
    overlay,
  });
}

function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
