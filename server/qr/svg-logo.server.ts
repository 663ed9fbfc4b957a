import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { externalReferenceMessage, externalSvgReference } from "./branded-logo.server";

/** A logo as straight (not premultiplied) RGBA pixels, ready to composite. */
export interface RasterLogo {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A refusal caused by the uploaded logo itself: the caller answers 422 with the message. */
export class LogoDrawError extends Error {
  override name = "LogoDrawError";
}

/**
 * No fonts: loading the system's fonts costs time on every render and makes the
 * image depend on the machine, so text in an SVG logo is not drawn (the page asks
 * for text converted to outlines). Logs off: parse errors come back as exceptions.
 */
const BASE_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: "off" };

/**
 * Rasterises an SVG logo (already accepted by readLogo) to fit a `box`×`box` square,
 * keeping its aspect ratio, so the result is never larger than the logo's place on
 * the pad whatever width and height the file declares. Throws LogoDrawError when
 * resvg cannot read it, or it has no drawable size.
 */
export function rasteriseSvgLogo(bytes: Uint8Array, box: number): RasterLogo {
  const svg = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reference = externalSvgReference(svg.toString("utf8"));
  if (reference !== null) throw new LogoDrawError(externalReferenceMessage(reference));
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
    throw new LogoDrawError(`The SVG logo could not be drawn: ${svgErrorText(err)}.`);
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
