import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { describe, expect, it } from "vitest";
import { LINE_CUT_MARK } from "#core/import-columns";
import { cutLongRecords } from "./cut-long-records.server";

/** The records a file yields through the cutter and the parser, fed in chunks of `chunk` bytes. */
async function records(text: string, maxBytes: number, chunk = 7): Promise<string[][]> {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
    bytes.subarray(i * chunk, (i + 1) * chunk),
  );
  const out: string[][] = [];
  const parser = Readable.from(chunks)
    .pipe(cutLongRecords(maxBytes, ","))
    .pipe(parse({ relax_column_count: true, relax_quotes: true }));
  for await (const record of parser) out.push(record as string[]);
  return out;
}

describe("cutting over-long records", () => {
  it("passes a file of short records through untouched, quoted line breaks and doubled quotes included", async () => {
    const text = 'phone,message\n1,"two\nlines, ""quoted"""\n2,plain\n';
    expect(await records(text, 100)).toEqual([
      ["phone", "message"],
      ["1", 'two\nlines, ""quoted""'.replaceAll('""', '"')],
      ["2", "plain"],
    ]);
  });

  it("cuts a long unquoted record to the limit with a mark, and the next records survive", async () => {
    const text = `phone,message\n1,${"x".repeat(500)}\n2,after\n`;
    const out = await records(text, 50);
    expect(out[1]?.[1]).toBe(`${"x".repeat(50 - 2)}${LINE_CUT_MARK}`);
    expect(out[2]).toEqual(["2", "after"]);
  });

  it("closes a cut quoted field, so its unclosed quote cannot swallow the rest of the file", async () => {
    const text = `phone,message\n1,"${"y".repeat(300)}\n${"z".repeat(300)}"\n2,after\n3,"quoted, fine"\n`;
    const out = await records(text, 100);
    expect(out[1]?.[1]?.endsWith(LINE_CUT_MARK)).toBe(true);
    expect(out.slice(-2)).toEqual([
      ["2", "after"],
      ["3", "quoted, fine"],
    ]);
  });

  it("treats a stray quote inside an unquoted field as text, as the parser does", async () => {
    const text = 'phone,message\n1,say "hi\n2,next\n';
    expect(await records(text, 100)).toEqual([
      ["phone", "message"],
      ["1", 'say "hi'],
      ["2", "next"],
    ]);
  });
});
