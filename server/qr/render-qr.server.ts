import QRCode from "qrcode";

import type { QrFormat } from "./qr-params.server";

/** The standard quiet zone (ISO/IEC 18004): four modules of white around the code. */
const QUIET_ZONE_MODULES = 4;
/** Medium error correction: survives ~15% damage (print wear, a logo later) at modest size cost. */
const ERROR_CORRECTION = "M" as const;

export type RenderQrResult =
  | { ok: true; body: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "data_too_long" }
  | { ok: false; reason: "size_too_small"; minSize: number };

/**
 * Renders `data` as a `size`×`size` PNG or SVG. Refuses sizes with less than one
 * pixel per module (the library would silently return a larger image, and the
 * code would not scan anyway) and data the symbol cannot hold.
 */
export async function renderQr(data: string, size: number, format: QrFormat): Promise<RenderQrResult> {
  let modules: number;
  try {
    modules = QRCode.create(data, { errorCorrectionLevel: ERROR_CORRECTION }).modules.size;
  } catch {
    return { ok: false, reason: "data_too_long" };
  }
  const minSize = modules + 2 * QUIET_ZONE_MODULES;
  if (size < minSize) return { ok: false, reason: "size_too_small", minSize };

  const options = { errorCorrectionLevel: ERROR_CORRECTION, margin: QUIET_ZONE_MODULES };
  if (format === "svg") {
    const svg = await QRCode.toString(data, { ...options, width: size, type: "svg" });
    return { ok: true, body: new TextEncoder().encode(svg) };
  }
  // The PNG edge is floor(modules × (width / modules)), which floating point sometimes
  // rounds to width − 1 (e.g. 29 modules at 255 px); half a pixel more always lands on width.
  const png = await QRCode.toBuffer(data, { ...options, width: size + 0.5, type: "png" });
  // Copied once into a plain Uint8Array, the body type web Responses accept.
  return { ok: true, body: Uint8Array.from(png) };
}
