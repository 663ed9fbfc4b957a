import { type ApiErrorBody, apiError } from "#core/errors";
import { QR_MAX_DATA_LENGTH, QR_MAX_SIZE, QR_MIN_SIZE, QR_REQUEST_SIZE } from "#core/limits";

export type QrFormat = "png" | "svg";

export interface QrRequest {
  data: string;
  /** Edge length in pixels; QR images are always square. */
  size: number;
  format: QrFormat;
  download: boolean;
}

/**
 * Reads `data`, `size` (`300x300` or `300`, default 300), `format` (png|svg,
 * default png) and `download` from a query, or says which one is wrong. Sizes are
 * plain digits only: `1e3`, `-1`, `300.5` and `0x12c` are refused, not coerced.
 */
export function parseQrQuery(query: (name: string) => string | undefined): QrRequest | ApiErrorBody {
  const data = query("data");
  if (!data) return apiError("invalid_qr_data");
  if (data.length > QR_MAX_DATA_LENGTH) return apiError("invalid_qr_data");

  const size = parseSize(query("size"));
  if (size === null) return apiError("invalid_qr_size");

  const formatText = (query("format") || "png").toLowerCase(); // empty means "not given", like size
  if (formatText !== "png" && formatText !== "svg") return apiError("invalid_qr_format");

  const download = query("download");
  return { data, size, format: formatText, download: download === "1" || download === "true" };
}

function parseSize(text: string | undefined): number | null {
  if (text === undefined || text === "") return QR_REQUEST_SIZE;
  const match = /^(\d{1,5})(?:[xX](\d{1,5}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (width !== height || width < QR_MIN_SIZE || width > QR_MAX_SIZE) return null;
  return width;
}
