/**
 * Colour rules for branded QR codes, shared by the form (to warn as you pick)
 * and the server (which refuses). Scanners binarise the image, so what matters is
 * the luminance gap between the two colours: we require the WCAG contrast ratio
 * for graphics (3:1). We also require dark modules on a light background: many
 * scanner apps (older ZXing-based readers, some payment apps) cannot read
 * inverted codes, even though phone cameras often can.
 */
export const MIN_QR_CONTRAST = 3;
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const DEFAULT_FOREGROUND = "#000000";
export const DEFAULT_BACKGROUND = "#ffffff";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rrggbb` → channels 0–255, or null when it is not exactly that form. */
export function parseHexColour(text: string): Rgb | null {
  if (!HEX_COLOUR.test(text)) return null;
  const value = Number.parseInt(text.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 (same) … 21 (black on white), whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Why a pair will not scan, for a translation to say (`ratio`: the pair's contrast, one decimal). */
export type ColourProblem = "not_hex" | "low_contrast" | "inverted";

export type ColourCheck =
  | { ok: true }
  | { ok: false; problem: ColourProblem; ratio?: number; message: string };

/** Whether a foreground/background pair will scan, with a message to show when it will not. */
export function checkQrColours(foreground: string, background: string): ColourCheck {
  const fg = parseHexColour(foreground);
  const bg = parseHexColour(background);
  if (fg === null || bg === null)
    return { ok: false, problem: "not_hex", message: "Colours must be hex values such as #075e54." };
  const ratio = contrastRatio(fg, bg);
  if (ratio < MIN_QR_CONTRAST)
    return {
      ok: false,
      problem: "low_contrast",
      ratio: Math.round(ratio * 10) / 10,
      message: `These colours are too close to scan reliably (contrast ${ratio.toFixed(1)}:1; at least ${MIN_QR_CONTRAST}:1 is needed). Make the foreground darker or the background lighter.`,
    };
  if (relativeLuminance(fg) > relativeLuminance(bg))
    return {
      ok: false,
      problem: "inverted",
      message:
        "Use a dark foreground on a light background: many scanner apps cannot read light codes on a dark background.",
    };
  return { ok: true };
}
