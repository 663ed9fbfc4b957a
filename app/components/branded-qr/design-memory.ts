import { checkQrColours } from "#core/qr-colours";
import { BRANDED_QR_SIZES } from "#core/qr-sizes";

/** A link's last QR design in this browser (never the logo file: a browser cannot keep one). */
export interface QrDesign {
  foreground: string;
  background: string;
  size: string;
  logoSize: string;
}

const STORAGE_KEY = "chatlink:qr-designs";
/** Designs kept: the links most recently designed, newest last. */
const MAX_DESIGNS = 50;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readAll(store: Storage): Record<string, QrDesign> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, QrDesign>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;

/** The design last used for `code`, only if it is still one the server accepts; else null. */
export function recallDesign(code: string): QrDesign | null {
  const store = storage();
  if (store === null) return null;
  const design: unknown = readAll(store)[code];
  if (typeof design !== "object" || design === null) return null;
  const { foreground, background, size, logoSize } = design as Record<string, unknown>;
  if (!text(foreground, 16) || !text(background, 16) || !text(size, 8) || !text(logoSize, 8)) return null;
  if (!checkQrColours(foreground, background).ok) return null;
  if (!BRANDED_QR_SIZES.some((s) => String(s) === size)) return null;
  return { foreground, background, size, logoSize };
}

/** Keeps `design` as `code`'s last; a browser that refuses storage keeps nothing, silently. */
export function rememberDesign(code: string, design: QrDesign): void {
  const store = storage();
  if (store === null) return;
  const all = readAll(store);
  delete all[code];
  all[code] = design;
  const codes = Object.keys(all);
  for (const old of codes.slice(0, Math.max(0, codes.length - MAX_DESIGNS))) delete all[old];
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Full or refused: the design is simply not remembered.
  }
}
