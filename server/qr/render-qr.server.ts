import QRCode from "qrcode";
import { encodeQrPng, type QrMatrix } from "./encode-png.server";
import type { QrFormat } from "./qr-params.server";

/** The standard quiet zone (ISO/IEC 18004): four modules of white around the code. */
export const QUIET_ZONE_MODULES = 4;
/** Medium error correction: survives ~15% damage (print wear, a logo later) at modest size cost. */
const ERROR_CORRECTION = "M" as const;

/** QR error-correction levels: L ~7%, M ~15%, Q ~25%, H ~30% of the symbol may be lost. */
type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

/** The symbol for `data` at `level` (medium unless asked), or null when the data cannot fit in any version. */
export function buildQrSymbol(data: string, level: ErrorCorrectionLevel = ERROR_CORRECTION): QrMatrix | null {
  try {
    return QRCode.create(data, { errorCorrectionLevel: level }).modules;
  } catch {
    return null;
  }
}

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
  const symbol = buildQrSymbol(data);
  if (symbol === null) return { ok: false, reason: "data_too_long" };
  const minSize = symbol.size + 2 * QUIET_ZONE_MODULES;
  if (size < minSize) return { ok: false, reason: "size_too_small", minSize };

  if (format === "png") return { ok: true, body: encodeQrPng(symbol, QUIET_ZONE_MODULES, size) };
  const svg = await QRCode.toString(data, {
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE_MODULES,
    width: size,
    type: "svg",
  });
  return { ok: true, body: new TextEncoder().encode(svg) };
}
