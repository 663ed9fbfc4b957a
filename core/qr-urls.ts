import { CUSTOM_DOMAIN_SCOPE, looksLikeCode } from "./alias";
import { QR_REQUEST_SIZE } from "./limits";

/** The `?ref=` word of scans: the QR codes ChatLink draws of a stored link carry it (issue 22). */
export const QR_REF = "qr";

/**
 * What a QR code of a stored link encodes: its short URL with `?ref=qr`, so scans are
 * counted apart from clicks, unless the owner turned that off (`links.qr_ref`).
 */
export function qrTarget(shortUrl: string, qrRef = true): string {
  return qrRef ? `${shortUrl}?ref=${QR_REF}` : shortUrl;
}

/** PNG downloads are for print as well as screens, so they are sharper than the on-screen image. */
const PNG_DOWNLOAD_SIZE = 1024;

function qrUrl(shortUrl: string, size: number, extra: string): string {
  return `/api/qr?data=${encodeURIComponent(shortUrl)}&size=${size}x${size}${extra}`;
}

/** The QR image shown in the result: requested at 300x300 (docs/product.md, limits), displayed at about 256 px. */
export function qrImageUrl(shortUrl: string): string {
  return qrUrl(shortUrl, QR_REQUEST_SIZE, "");
}

export function qrDownloadUrl(shortUrl: string, format: "png" | "svg"): string {
  return format === "png"
    ? qrUrl(shortUrl, PNG_DOWNLOAD_SIZE, "&download=1")
    : qrUrl(shortUrl, QR_REQUEST_SIZE, "&format=svg&download=1");
}

/**
 * The name a downloaded QR code is saved under: `chatlink-<code>` when the data is a
 * short link (an address whose path is one code), so two downloads never overwrite
 * each other as "chatlink-qr"; else `chatlink-qr`. Codes are letters, digits, _ and -,
 * safe in a Content-Disposition filename as they are.
 */
export function qrFileStem(data: string): string {
  let url: URL;
  try {
    url = new URL(data);
  } catch {
    return "chatlink-qr";
  }
  const segment = url.pathname.slice(1);
  // Any host: a custom domain's `/menu` names its file too (a main-host path is named alike, harmlessly).
  return (url.protocol === "https:" || url.protocol === "http:") &&
    looksLikeCode(segment, CUSTOM_DOMAIN_SCOPE)
    ? `chatlink-${segment}`
    : "chatlink-qr";
}
