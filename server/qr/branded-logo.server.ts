import { PNG } from "pngjs";

/** Uploaded logos are small marks, not photos: 200 KB is plenty and bounds the work per request. */
export const MAX_LOGO_BYTES = 200 * 1024;
/** A 200 KB PNG can still declare a huge canvas (a decompression bomb): cap what we decode. */
const MAX_LOGO_EDGE = 2048;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type BrandLogo =
  | { kind: "png"; bytes: Uint8Array; width: number; height: number; rgba: Uint8Array }
  | { kind: "svg"; bytes: Uint8Array };

export type ReadLogoResult = { ok: true; logo: BrandLogo } | { ok: false; message: string };

/**
 * Accepts a PNG (by its signature, then a full decode) or an SVG (UTF-8 text whose
 * root element is <svg>, with no DOCTYPE, so no entity tricks). The declared file
 * name and type are ignored: only the bytes decide. An SVG logo is never inlined,
 * only ever embedded as an <image> data URI (browsers run no script there and load
 * nothing external) or rasterised by resvg, which would read local files it names:
 * so an SVG referring to anything outside itself is refused here, for either output.
 */
export function readLogo(bytes: Uint8Array): ReadLogoResult {
  if (bytes.length === 0) return { ok: false, message: "The logo file is empty." };
  if (bytes.length > MAX_LOGO_BYTES)
    return { ok: false, message: `The logo is too big: at most ${MAX_LOGO_BYTES / 1024} KB.` };
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return readPng(bytes);
  if (looksLikeSvg(bytes)) {
    const reference = externalSvgReference(new TextDecoder().decode(bytes));
    if (reference !== null) return { ok: false, message: externalReferenceMessage(reference) };
    return { ok: true, logo: { kind: "svg", bytes } };
  }
  return { ok: false, message: "The logo must be a PNG or SVG image." };
}

function readPng(bytes: Uint8Array): ReadLogoResult {
  // IHDR is always the first chunk: width and height at bytes 16–23.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 24) return { ok: false, message: "The PNG logo could not be read." };
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_LOGO_EDGE || height > MAX_LOGO_EDGE)
    return { ok: false, message: `The PNG logo must be at most ${MAX_LOGO_EDGE}×${MAX_LOGO_EDGE} pixels.` };
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return {
      ok: true,
      logo: { kind: "png", bytes, width: png.width, height: png.height, rgba: new Uint8Array(png.data) },
    };
  } catch {
    return { ok: false, message: "The PNG logo could not be read." };
  }
}

/** Text before the root element: an XML declaration, comments, processing instructions, white space. */
const PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/;

function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return false;
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  const body = text.slice(PROLOGUE.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>]/.test(body) && /<\/svg>\s*(?:<!--[\s\S]*?-->\s*)*$/.test(body);
}

/**
 * Every attribute named `href` or `<prefix>:href` with its raw (undecoded) value. Any
 * namespace prefix counts, since a file may bind the XLink namespace to any name.
 */
const HREF = /(?:^|[\s"'])(?:[\w.-]+:)?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** Raster data URIs load nothing; an embedded SVG could carry references of its own, so it is not allowed. */
const SAFE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * The first reference in the SVG that would make a rasteriser read something
 * other than the file itself, or null. resvg never fetches URLs, but it does read
 * local files named by an `<image href="/path">`, and it has no option to stop
 * that, so only same-document references (`#id`) and raster data URIs pass.
 * The check reads the raw text: a value written with character references
 * (`&#47;…`) does not start with `#` or `data:` and is refused too.
 */
export function externalSvgReference(svg: string): string | null {
  for (const match of svg.matchAll(HREF)) {
    const value = match[1] ?? match[2] ?? "";
    if (value.startsWith("#") || SAFE_DATA_URI.test(value)) continue;
    return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  }
  return null;
}

export function externalReferenceMessage(reference: string): string {
  return `The SVG logo refers to another file ("${reference}"): embed images in it as data: URIs, or upload a PNG.`;
}
