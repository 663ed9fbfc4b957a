/**
 * The Arabic letters our self-hosted face carries (app/fonts, scripts/subset-arabic-font.ts):
 * Modern Standard Arabic's letters, marks, digits and punctuation. The full Noto Sans Arabic
 * file (Persian, Urdu and Quranic additions, presentation forms) weighed 166 KB and delayed the
 * Arabic pages' first paint on a slow phone; this subset is ~34 KB. Letters outside it (a
 * Persian name, say) are drawn by the system's font.
 */
export const ARABIC_FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x060c], // ،
  [0x061b, 0x061b], // ؛
  [0x061f, 0x061f], // ؟
  [0x0621, 0x0655], // hamza to the last combining hamza: the letters, tatweel and the harakat
  [0x0660, 0x066d], // Arabic-Indic digits, percent sign, decimal and thousands separators
  [0x0670, 0x0671], // superscript alef, alef wasla
];

/** The CSS `unicode-range` of the face. */
export const ARABIC_FONT_UNICODE_RANGE = ARABIC_FONT_RANGES.map(([from, to]) =>
  from === to
    ? `U+${from.toString(16).toUpperCase().padStart(4, "0")}`
    : `U+${from.toString(16).toUpperCase().padStart(4, "0")}-${to.toString(16).toUpperCase().padStart(4, "0")}`,
).join(", ");

/** Whether a character is one the face draws. */
export function inArabicFont(codePoint: number): boolean {
  return ARABIC_FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}
