import { MAX_LOGO_BYTES } from "#core/qr-sizes";
import type { LogoProblem } from "./logo-problem";

/** A 200 KB PNG can still declare a huge canvas (a decompression bomb): cap what we decode. */
export const MAX_LOGO_EDGE = 2048;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/**
 * An upload that passed the cheap checks: a PNG by its signature and header, or text
 * that may be SVG. Either is only decoded or parsed in the render worker
 * (`decodePngLogo`, `sanitiseSvg`), never on the server's thread.
 */
export type BrandLogo =
  | { kind: "png"; bytes: Uint8Array; width: number; height: number }
  | { kind: "svg"; bytes: Uint8Array };

export type ReadLogoResult =
  | { ok: true; logo: BrandLogo }
  | { ok: false; message: string; problem: LogoProblem };

/**
 * Sorts an upload by its bytes (the declared file name and type are ignored) with
 * checks that cost nothing whatever the file holds: its length, the PNG signature
 * and the width and height in its IHDR chunk, or, for SVG, that it starts with
 * markup. Decoding a PNG (~150 ms for 2048²) and parsing an SVG happen in the
 * render worker, which refuses what these checks let through.
 */
export function readLogo(bytes: Uint8Array): ReadLogoResult {
  if (bytes.length === 0) return { ok: false, message: "The logo file is empty.", problem: "empty" };
  if (bytes.length > MAX_LOGO_BYTES)
    return {
      ok: false,
      message: `The logo is too big: at most ${MAX_LOGO_BYTES / 1024} KB.`,
      problem: "too_big",
    };
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return readPngHeader(bytes);
  if (startsWithMarkup(bytes)) return { ok: true, logo: { kind: "svg", bytes } };
  return { ok: false, message: "The logo must be a PNG or SVG image.", problem: "not_image" };
}

function readPngHeader(bytes: Uint8Array): ReadLogoResult {
  // IHDR is always the first chunk: its length (13) at 8, its type at 12, width and height at 16–23.
  if (bytes.length < 33 || !IHDR.every((b, i) => bytes[12 + i] === b))
    return { ok: false, message: "The PNG logo could not be read.", problem: "png_unreadable" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_LOGO_EDGE || height > MAX_LOGO_EDGE)
    return {
      ok: false,
      message: `The PNG logo must be at most ${MAX_LOGO_EDGE}×${MAX_LOGO_EDGE} pixels.`,
      problem: "png_too_large",
    };
  return { ok: true, logo: { kind: "png", bytes, width, height } };
}

/** After an optional UTF-8 byte-order mark and white space, `<`: a byte loop, no decoding. */
function startsWithMarkup(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (
    i < bytes.length &&
    (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)
  )
    i++;
  return bytes[i] === 0x3c;
}
