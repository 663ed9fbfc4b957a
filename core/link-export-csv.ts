import { csvField } from "./csv-cell";
import { shortUrlFor } from "./short-url";

/** `npm run admin -- export`: the contract's columns, in this order. */
export const LINK_EXPORT_HEADER = "code,shortUrl,phone,message,createdAt,clicks";

export interface ExportedLink {
  code: string;
  /** Digits only, country code first. */
  phone: string;
  message: string | null;
  createdAt: Date;
  clicks: number;
}

/** One link as a CSV line (no line break): the phone in E.164, which imports back as it is. */
export function linkExportLine(publicUrl: string, link: ExportedLink): string {
  return [
    csvField(link.code),
    csvField(shortUrlFor(publicUrl, link.code)),
    `+${link.phone}`,
    csvField(link.message ?? ""),
    link.createdAt.toISOString(),
    String(link.clicks),
  ].join(",");
}
