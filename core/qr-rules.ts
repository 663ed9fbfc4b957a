/**
 * What makes a QR image readable, shared by the server (which refuses) and the
 * designer in the browser (which says so before download). Pure and browser-safe.
 * ADR 0095 (module size), ADR 0097 (logo size).
 */

/** The standard quiet zone (ISO/IEC 18004): four modules of background around the code. */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * Fewest image pixels per module. Below 2, modules come out 1 or 2 px wide, and any
 * resampling (a browser fitting the image in its box, a print driver, a zoom) blurs
 * the 1 px ones into grey: in our decoding tests no image under 2 px per module
 * survived a bilinear resample at any scale, while 2 px survives enlarging.
 */
export const MIN_QR_MODULE_PIXELS = 2;

/** The smallest edge, in pixels, at which a symbol of `symbolModules` modules a side is served. */
export function qrMinEdge(symbolModules: number): number {
  return (symbolModules + 2 * QR_QUIET_ZONE_MODULES) * MIN_QR_MODULE_PIXELS;
}

/** The `qr_too_small` message: what to ask for instead. */
export function qrTooSmallMessage(minEdge: number): string {
  return `This QR code would be too small to scan: ask for at least ${minEdge}x${minEdge} px for this data (${MIN_QR_MODULE_PIXELS} pixels per module with the quiet zone), or shorten the data.`;
}

/**
 * Logo width as a share of the symbol's width, in percent. A logo sits on a
 * background pad that erases the modules under it; error correction H rebuilds up
 * to ~30% of the codewords, and in our decoding tests codes stopped decoding once the
 * pad covered ~21% of the symbol (50% of its width) and always decoded at 45%. 40%
 * (at most 16% of the area) leaves the rest of H for print wear and dirt.
 */
export const MIN_LOGO_WIDTH_PERCENT = 10;
export const MAX_LOGO_WIDTH_PERCENT = 40;
export const DEFAULT_LOGO_WIDTH_PERCENT = MAX_LOGO_WIDTH_PERCENT;

/** Why a logo size is refused, for a translation to say (with the size chosen). */
export type LogoWidthProblem = "not_whole" | "too_large" | "too_small";

export type LogoWidthCheck =
  | { ok: true; percent: number }
  | { ok: false; problem: LogoWidthProblem; percent?: number; message: string };

/** Reads the designer's logo size (whole percent of the code's width), or says why it will not scan. */
export function checkLogoWidth(text: string | null | undefined): LogoWidthCheck {
  if (text === null || text === undefined || text.trim() === "")
    return { ok: true, percent: DEFAULT_LOGO_WIDTH_PERCENT };
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed))
    return {
      ok: false,
      problem: "not_whole",
      message: "The logo size must be a whole percentage, such as 30.",
    };
  const percent = Number(trimmed);
  if (percent > MAX_LOGO_WIDTH_PERCENT)
    return {
      ok: false,
      problem: "too_large",
      percent,
      message: `The logo is too large to scan: it may cover at most ${MAX_LOGO_WIDTH_PERCENT}% of the code's width (you chose ${percent}%), because error correction can rebuild only so much of what it hides. Choose ${MAX_LOGO_WIDTH_PERCENT}% or less.`,
    };
  if (percent < MIN_LOGO_WIDTH_PERCENT)
    return {
      ok: false,
      problem: "too_small",
      percent,
      message: `Choose a logo size of at least ${MIN_LOGO_WIDTH_PERCENT}%.`,
    };
  return { ok: true, percent };
}

/**
 * The logo pad's side in modules for a symbol `symbolModules` wide: at most
 * `percent` of the width, with the symbol's parity so it sits on the module grid.
 */
export function logoPadSide(symbolModules: number, percent: number): number {
  let side = Math.floor((symbolModules * percent) / 100);
  if ((symbolModules - side) % 2 !== 0) side -= 1;
  return Math.max(0, side);
}
