import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Arabic pages mirror through logical CSS (issue 23): ms-/me-, ps-/pe-, start-/end-, text-start,
 * rounded-s/e, border-s/e. A physical left/right utility looks right in English and wrong in
 * Arabic, and nobody sees it until an Arabic reader does, so this scan refuses them in app/.
 */

const ROOT = resolve(import.meta.dirname, "..");
const APP = join(ROOT, "app");

/** Utilities that name a physical side, as Tailwind 4 spells them, after any variant prefix. */
const PHYSICAL_UTILITY =
  /^(?:(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-|(?:rounded-(?:[lr]|[tb][lr])|border-[lr])(?:-|$)|(?:text|float|clear)-(?:left|right)$|(?:bg-linear|bg-gradient)-to-[lr]$|(?:origin|object|bg)-(?:top-|bottom-)?(?:left|right)$)/;

/** CSS declarations that name a physical side. */
const PHYSICAL_CSS =
  /(?:^|[\s;{])(?:(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

/** The string literals of a TypeScript file (quotes and template literals), leaving comments out. */
function stringLiterals(source: string): Array<{ text: string; line: number }> {
  const found: Array<{ text: string; line: number }> = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "\n") {
      line++;
      i++;
    } else if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === "\n") line++;
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      const start = line;
      let text = "";
      i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === "\\") {
          text += source[i + 1] ?? "";
          i += 2;
          continue;
        }
        if (source[i] === "\n") line++;
        text += source[i];
        i++;
      }
      i++;
      found.push({ text, line: start });
    } else {
      i++;
    }
  }
  return found;
}

/** Each class-like word of a string that is a physical left/right utility. */
function physicalUtilities(text: string): string[] {
  return text
    .split(/[\s"'`{}()]+/)
    .filter((word) => word !== "")
    .filter((word) => {
      // Variants (sm:, hover:, file:, rtl:) come first; a negative value starts with "-", "!" marks important.
      const utility = (word.split(":").pop() ?? "").replace(/^[!-]+/, "").replace(/!$/, "");
      return PHYSICAL_UTILITY.test(utility);
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("logical CSS in app/", () => {
  it("finds the physical utilities this scan is for, and lets the logical ones through", () => {
    expect(
      physicalUtilities("ml-2 mr-auto pl-6 pr-3 left-0 -right-16 sm:text-right text-left rounded-tr-none"),
    ).toEqual([
      "ml-2",
      "mr-auto",
      "pl-6",
      "pr-3",
      "left-0",
      "-right-16",
      "sm:text-right",
      "text-left",
      "rounded-tr-none",
    ]);
    expect(physicalUtilities("file:mr-3 border-l rounded-r-lg focus:left-4 float-right")).toHaveLength(5);
    expect(
      physicalUtilities(
        "ms-2 me-auto ps-6 pe-3 start-0 -end-16 sm:text-end text-start rounded-se-none border-s mx-auto px-3 inset-x-0 rtl:-scale-x-100 placeholder:text-ink-muted/80 [overflow-wrap:anywhere] min-w-0",
      ),
    ).toEqual([]);
  });

  it("no .ts or .tsx file in app/ uses a left/right utility", () => {
    const found = sourceFiles(APP).flatMap((file) =>
      stringLiterals(readFileSync(file, "utf8")).flatMap(({ text, line }) =>
        physicalUtilities(text).map((utility) => `${relative(ROOT, file)}:${line} ${utility}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("app/app.css declares no left/right property", () => {
    const css = readFileSync(join(APP, "app.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const found = css.split("\n").filter((line) => PHYSICAL_CSS.test(line));
    expect(found).toEqual([]);
    expect(PHYSICAL_CSS.test("  margin-left: 1rem;")).toBe(true);
    expect(PHYSICAL_CSS.test("  text-align: right;")).toBe(true);
    expect(PHYSICAL_CSS.test("  left: 0;")).toBe(true);
    expect(PHYSICAL_CSS.test("  margin-inline-start: 1rem;")).toBe(false);
  });
});
