/**
 * `node --import tsx scripts/subset-arabic-font.ts`: writes app/fonts/noto-sans-arabic-msa.woff2,
 * Noto Sans Arabic (variable weight, from @fontsource-variable/noto-sans-arabic) cut down to
 * core/arabic-font-range.ts with HarfBuzz (subset-font), which keeps the shaping rules (joining
 * forms, lam-alef) those letters need. Run it again after changing the range or the package;
 * scripts/subset-arabic-font.test.ts fails while the committed file differs from what it makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { ARABIC_FONT_RANGES } from "#core/arabic-font-range";

export const ROOT = join(import.meta.dirname, "..");
export const SOURCE = join(
  ROOT,
  "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
);
export const OUTPUT = join(ROOT, "app/fonts/noto-sans-arabic-msa.woff2");

export async function subsetArabicFont(): Promise<Buffer> {
  let text = "";
  for (const [from, to] of ARABIC_FONT_RANGES)
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return subsetFont(readFileSync(SOURCE), text, { targetFormat: "woff2" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetArabicFont();
  writeFileSync(OUTPUT, font);
  console.log(`wrote ${OUTPUT}: ${font.length} bytes`);
}
