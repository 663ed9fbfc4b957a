import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_FONT_UNICODE_RANGE, inArabicFont } from "#core/arabic-font-range";
import { OUTPUT, ROOT, subsetArabicFont } from "./subset-arabic-font";

/** Every Arabic-script character in these source files (a folder: all its files). */
function arabicLettersIn(...paths: string[]): Set<string> {
  const letters = new Set<string>();
  for (const path of paths) {
    const files = path.endsWith(".ts") ? [path] : readdirSync(path).map((name) => join(path, name));
    for (const file of files)
      for (const char of readFileSync(file, "utf8")) if (/\p{Script=Arabic}/u.test(char)) letters.add(char);
  }
  return letters;
}

describe("the Arabic face (issue 23: fonts from our origin, light on a slow phone)", () => {
  it("is the committed subset the script makes, and small", async () => {
    const committed = readFileSync(OUTPUT);
    expect(committed.length).toBeLessThan(40_000);
    expect(Buffer.compare(await subsetArabicFont(), committed), "run scripts/subset-arabic-font.ts").toBe(0);
  });

  it("draws every Arabic letter of our Arabic copy (nothing of ours falls back to another font)", () => {
    // The Arabic pages, the API's Arabic messages, and the language switcher's "العربية" on every page.
    const letters = [
      ...arabicLettersIn(
        join(ROOT, "app/content/ar"),
        join(ROOT, "core/error-messages"),
        join(ROOT, "app/content/languages.ts"),
      ),
    ];
    expect(letters.length).toBeGreaterThan(30);
    expect(letters.filter((char) => !inArabicFont(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  it("is declared in the stylesheet with the same range", () => {
    const css = readFileSync(join(ROOT, "app/app.css"), "utf8");
    expect(css).toContain("./fonts/noto-sans-arabic-msa.woff2");
    expect(css).toContain(`unicode-range: ${ARABIC_FONT_UNICODE_RANGE};`);
  });
});
