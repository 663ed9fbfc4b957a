import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import type { LogoProblem } from "./logo-problem";
import { sanitiseSvg } from "./svg-sanitise.server";

/** A logo as straight (not premultiplied) RGBA pixels, ready to composite. */
export interface RasterLogo {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A refusal caused by the uploaded logo itself: the caller answers 422 with the message. */
export class LogoDrawError extends Error {
  override name = "LogoDrawError";
  constructor(
    message: string,
    readonly problem: LogoProblem,
  ) {
    super(message);
  }
}

/**
 * No fonts: loading the system's fonts costs time on every render and makes the
 * image depend on the machine, so text in an SVG logo is not drawn (the page asks
 * for text converted to outlines). Logs off: parse errors come back as exceptions.
 */
const BASE_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: "off" };

/**
 * The uploaded SVG as sanitiseSvg re-writes it: the only SVG text that is ever drawn
 * by resvg or embedded in a download. Throws LogoDrawError with the reason it is refused.
 */
export function sanitisedSvgLogo(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new LogoDrawError("The SVG logo must be UTF-8 text.", "svg_not_utf8");
  }
  const sanitised = sanitiseSvg(text);
  if (!sanitised.ok) throw new LogoDrawError(sanitised.message, sanitised.problem);
  return sanitised.svg;
}

/**
 * Rasterises an SVG logo to fit a `box`×`box` square, keeping its aspect ratio, so
 * the result is never larger than the logo's place on the pad whatever width and
 * height the file declares. resvg only ever sees the sanitised re-serialisation, in
 * which no reference outside the document can exist. Throws LogoDrawError when the
 * file is refused, resvg cannot read it, or it has no drawable size.
 */
export function rasteriseSvgLogo(bytes: Uint8Array, box: number): RasterLogo {
  const svg = sanitisedSvgLogo(bytes);
  try {
    // Parse once for the declared size, then render fitted along the longer side.
    const declared = new Resvg(svg, BASE_OPTIONS);
    const fitTo =
      declared.width >= declared.height
        ? ({ mode: "width", value: box } as const)
        : ({ mode: "height", value: box } as const);
    const image = new Resvg(svg, { ...BASE_OPTIONS, fitTo }).render();
    if (image.width > box || image.height > box) throw new Error("rendered larger than its box");
    return { width: image.width, height: image.height, rgba: unpremultiply(image.pixels) };
  } catch (err) {
    throw new LogoDrawError(`The SVG logo could not be drawn: ${svgErrorText(err)}.`, "svg_failed");
  }
}

/** resvg's messages ("SVG data parsing failed cause …") without the noise. */
function svgErrorText(err: unknown): string {
  const text = (err instanceof Error ? err.message : String(err)).replace(/^Error:\s*/, "");
  if (/nodes limit/i.test(text)) return "it has too many elements";
  if (/invalid size|size is zero/i.test(text)) return "it has no usable width and height";
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** resvg gives premultiplied RGBA; the compositor (like pngjs' output) expects straight alpha. */
function unpremultiply(pixels: Buffer): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i += 4) {
    const a = pixels[i + 3] as number;
    if (a === 0) continue;
    out[i] = Math.min(255, Math.round(((pixels[i] as number) * 255) / a));
    out[i + 1] = Math.min(255, Math.round(((pixels[i + 1] as number) * 255) / a));
    out[i + 2] = Math.min(255, Math.round(((pixels[i + 2] as number) * 255) / a));
    out[i + 3] = a;
  }
  return out;
}
