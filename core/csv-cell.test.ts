import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, readCsvField } from "./csv-cell";

/** How a spreadsheet splitting on `separator` (honouring double quotes, as Excel and LibreOffice do) reads one written cell. */
function spreadsheetCells(written: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < written.length; i++) {
    const char = written[i];
    if (quoted) {
      if (char === '"' && written[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator || char === "\n" || char === "\r") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const LIVE = /^[=+\-@\t\r]/;
const SEPARATORS = [",", ";", "\t"];

/** Text made mostly of the characters that matter here, so the interesting cases come often. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(",", ";", "\t", "\r", "\n", "=", "+", "-", "@", "'", '"', " "),
    fc.constantFrom("a", "H", "1", "(", ")"),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe("csvField", () => {
  it("defuses a formula after a separator other locales split on (; , tab, a line break)", () => {
    for (const value of [
      'Hi;=HYPERLINK("https://evil.example","x")',
      "Hi,=1+2",
      "Hi\t=1+2",
      "Hi; +1",
      "Hi;-2",
      "Hi;@SUM(A1)",
      "Hi\n=1+2",
      '=1+2";=1+2',
    ]) {
      const written = csvField(value);
      expect(written.startsWith(`"'`), value).toBe(true);
      for (const separator of SEPARATORS) {
        const cells = spreadsheetCells(written, separator);
        expect(cells, `${value} split on ${JSON.stringify(separator)}`).toHaveLength(1);
        expect(cells[0]).toBe(`'${value}`);
      }
    }
  });

  it("leaves harmless text as it was, quoting only what a reader could split", () => {
    expect(csvField("Hi there")).toBe("Hi there");
    expect(csvField("a-b")).toBe("a-b");
    expect(csvField("Hi; see you")).toBe('"Hi; see you"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });

  it("never leaves a live cell in a spreadsheet splitting on , ; or tab, and always reads back as written", () => {
    fc.assert(
      fc.property(text, (value) => {
        const written = csvField(value);
        for (const separator of SEPARATORS)
          for (const cell of spreadsheetCells(written, separator)) expect(cell).not.toMatch(LIVE);
        expect(readCsvField(spreadsheetCells(written, ",").join(","))).toBe(value);
      }),
      { numRuns: 2000, seed: 20_261_126 },
    );
  });
});
