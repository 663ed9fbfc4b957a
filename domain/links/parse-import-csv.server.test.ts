import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_MAX_LINE_BYTES } from "#core/import-columns";
import { createCsvImports } from "./import-parse-thread.server";
import { type CsvBatch, parseImportCsv } from "./parse-import-csv.server";

const source = (text: string) => ({
  firstLine: text.slice(0, text.indexOf("\n")),
  open: () => Readable.from([Buffer.from(text)]),
});

async function all(batches: AsyncIterable<CsvBatch>): Promise<CsvBatch> {
  const out: CsvBatch = { rows: [], refusals: [] };
  for await (const batch of batches) {
    out.rows.push(...batch.rows);
    out.refusals.push(...batch.refusals);
  }
  return out;
}

describe("reading an import file", () => {
  it("names where a quote that never closes begins and the lines it took in (the file's end)", async () => {
    const text =
      'phone,message\n+447911123450,One\n+447911123451,"Two\n+447911123452,Three\n+447911123453,Four\n';
    const { rows, refusals } = await all(parseImportCsv(source(text)));
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(refusals).toEqual([expect.objectContaining({ line: 3, error: "unclosed_quote" })]);
    expect(refusals[0]?.message).toContain(
      "opens on line 3 is never closed, so lines 3–5 were read as one row",
    );
  });

  it("names it when the quote runs over lines to the record limit, and reads the lines after it with their numbers", async () => {
    const filler = Array.from({ length: 40 }, (_, i) => `+44791112${i},${"x".repeat(30_000)}`).join("\n");
    const text = `phone,message\n+447911123451,"never closed\n${filler}\n+447911123499,After\n`;
    expect(filler.length).toBeGreaterThan(IMPORT_MAX_LINE_BYTES);
    const { rows, refusals } = await all(parseImportCsv(source(text)));
    expect(refusals[0]).toMatchObject({ line: 2, error: "unclosed_quote" });
    expect(refusals[0]?.message).toMatch(
      /opens on line 2 is never closed, so lines 2–\d+ were read as one row/,
    );
    // The last row is read again, on its own line.
    expect(rows.at(-1)).toMatchObject({ line: 43, phone: "+447911123499", message: "After" });
  });
});

describe("reading on the import thread", () => {
  const imports = createCsvImports({ max: 2 });
  afterAll(() => imports.close());

  it("gives the rows and refusals the same reading gives in this thread, and the line count first", async () => {
    const text = 'phone,message\n+447911123450,One\n12,Bad\n+447911123451,"Two\n';
    const bytes = new TextEncoder().encode(text);
    const read = imports.read(bytes.buffer.slice(0) as ArrayBuffer, { workspaceId: null });
    expect(await read.lines).toBe(4);
    const there = await all(read.batches);
    expect({ rows: there.rows, refusals: there.refusals }).toEqual(await all(parseImportCsv(source(text))));
  });

  it("refuses a file without a header the same way", async () => {
    const read = imports.read(new ArrayBuffer(0), { workspaceId: null });
    await expect(all(read.batches)).rejects.toThrow(/no header row/);
  });

  it("gives out at most `max` places at once; a returned place is free again", () => {
    const first = imports.take();
    const second = imports.take();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(imports.take()).toBeNull();
    first?.();
    first?.();
    const third = imports.take();
    expect(third).not.toBeNull();
    expect(imports.take()).toBeNull();
    second?.();
    third?.();
  });
});
