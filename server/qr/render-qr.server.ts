import QRCode from "qrcode";
import { encodeQrPng } from "./encode-png.server";
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
 * Renders `data` as a `size`×`size` PNG or SVG: `qrcode` builds the symbol and the
 * SVG; the PNG is written by `encodeQrPng` (see there for why). Refuses sizes with less than one
 * pixel per module (the library would silently return a larger image, and the
 * code would not scan anyway) and data the symbol cannot hold.
 */
export async function renderQr(data: string, size: number, format: QrFormat): Promise<RenderQrResult> {
  let symbol: QRCode.QRCode;
  try {
    symbol = QRCode.create(data, { errorCorrectionLevel: ERROR_CORRECTION });
  } catch {
    return { ok: false, reason: "data_too_long" };
  }
  const minSize = symbol.modules.size + 2 * QUIET_ZONE_MODULES;
  if (size < minSize) return { ok: false, reason: "size_too_small", minSize };

  if (format === "png") return { ok: true, body: encodeQrPng(symbol.modules, QUIET_ZONE_MODULES, size) };
  const svg = await QRCode.toString(data, {
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE_MODULES,
    width: size,
    type: "svg",
  });
  return { ok: true, body: new TextEncoder().encode(svg) };
}
