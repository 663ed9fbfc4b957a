import metadata from "libphonenumber-js/min/metadata";
import { csvField } from "./csv-cell";
import { linkOrigin, shortUrlFor } from "./short-url";

/** `npm run admin -- export`: the contract's columns, in this order. */
export const LINK_EXPORT_HEADER = "code,shortUrl,phone,message,createdAt,clicks";

export interface ExportedLink {
  code: string;
  /** Digits only, country code first; null for a team link (exported with no number, so an import refuses it). */
  phone: string | null;
  message: string | null;
  createdAt: Date;
  clicks: number;
  /** The custom domain it is served on (its shortUrl's host); null or absent: the site's own. */
  domain?: string | null;
}

/** Every country calling code (1 to 3 digits; no code is the start of another). */
const CALLING_CODES = new Set(Object.keys(metadata.country_calling_codes));

/**
 * The number as `+<country code> <rest>` (`+55 11987654321`): a spreadsheet reads `+5511987654321`
 * as the number 5.51E+12, but the space keeps the cell text; the import reads both.
 */
export function exportedPhone(digits: string): string {
  for (let length = 1; length <= 3; length++)
    if (CALLING_CODES.has(digits.slice(0, length)))
      return `+${digits.slice(0, length)} ${digits.slice(length)}`;
  return `+${digits}`;
}

/** One link as a CSV line (no line break): the phone as `exportedPhone` writes it, which imports back as it is. */
export function linkExportLine(publicUrl: string, link: ExportedLink): string {
  return [
    csvField(link.code),
    csvField(shortUrlFor(linkOrigin(publicUrl, link.domain), link.code)),
    link.phone === null ? "" : exportedPhone(link.phone),
    csvField(link.message ?? ""),
    link.createdAt.toISOString(),
    String(link.clicks),
  ].join(",");
}
