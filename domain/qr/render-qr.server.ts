import QRCode from "qrcode";
import { QR_QUIET_ZONE_MODULES, qrMinEdge } from "#core/qr-rules";
import { encodeQrPng, type QrMatrix } from "./encode-png.server";
import { encodeQrSvg } from "./encode-svg.server";
import type { QrFormat } from "./qr-params.server";

/** The standard quiet zone (ISO/IEC 18004): four modules of white around the code. */
export const QUIET_ZONE_MODULES = QR_QUIET_ZONE_MODULES;
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
 * Renders `data` as a `size`×`size` PNG or SVG: `qrcode` builds the symbol;
 * `encodeQrPng` and `encodeQrSvg` draw it (see there for why not `qrcode`'s writers). Refuses sizes with fewer
 * than MIN_QR_MODULE_PIXELS per module (such images decode only pixel-perfect, not once
 * a browser, printer or camera resamples them: ADR 0095) and data the symbol cannot
 * hold. The check is here, in the render worker, because finding the symbol's version
 * means segmenting the data: ~0.1 ms for a short URL but ~11 ms for 2,048 mixed characters.
 */
export async function renderQr(data: string, size: number, format: QrFormat): Promise<RenderQrResult> {
  const symbol = buildQrSymbol(data);
  if (symbol === null) return { ok: false, reason: "data_too_long" };
  const minSize = qrMinEdge(symbol.size);
  if (size < minSize) return { ok: false, reason: "size_too_small", minSize };

  if (format === "png") return { ok: true, body: encodeQrPng(symbol, QUIET_ZONE_MODULES, size) };
  const svg = encodeQrSvg(symbol, QUIET_ZONE_MODULES, size, { foreground: "#000000", background: "#ffffff" });
  return { ok: true, body: new TextEncoder().encode(svg) };
}
