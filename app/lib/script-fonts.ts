import devanagariFont from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import type { Locale } from "#core/locales";
import arabicFont from "../fonts/noto-sans-arabic-msa.woff2?url";

/**
 * The face (app/app.css, decision 0149) a page in this language draws its text with. Preloaded
 * from the page's head, so it arrives with the stylesheet instead of after the first layout:
 * otherwise the first paint uses the system font and the page jumps when the face swaps in.
 */
const SCRIPT_FONT: Partial<Record<Locale, string>> = { ar: arabicFont, hi: devanagariFont };

export function scriptFontOf(locale: Locale): string | undefined {
  return SCRIPT_FONT[locale];
}
