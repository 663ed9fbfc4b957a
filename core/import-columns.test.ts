import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, readCsvField } from "./csv-cell";
import {
  IMPORT_MAX_COLUMNS,
  importRowRequest,
  LINE_CUT_MARK,
  readCreated,
  readImportHeader,
  readImportRow,
  recordStartLine,
  sniffDelimiter,
} from "./import-columns";
import { exportedPhone, LINK_EXPORT_HEADER, linkExportLine } from "./link-export-csv";
import { checkShortenRequest } from "./shorten-input";

const columnsOf = (header: string[]) => {
  const read = readImportHeader(header);
  if (!read.ok) throw new Error(read.message);
  return read.columns;
};

describe("import header", () => {
  it("reads our columns, and our export's", () => {
    expect(columnsOf(["phone", "message", "alias", "country", "created"])).toEqual({
      phone: 0,
      message: 1,
      alias: 2,
      country: 3,
      created: 4,
    });
    expect(columnsOf(LINK_EXPORT_HEADER.split(","))).toEqual({ alias: 0, phone: 2, message: 3, created: 4 });
  });

  it("reads other services' exports: Bitly, Shlink, YOURLS, Kutt", () => {
    expect(columnsOf(["id", "link", "long_url", "title", "created"])).toEqual({ url: 2, created: 4 });
    expect(columnsOf(["Short URL", "Short code", "Long URL", "Title", "Date created", "Visits"])).toEqual({
      alias: 1,
      url: 2,
      created: 4,
    });
    expect(columnsOf(["keyword", "url", "title", "timestamp", "ip", "clicks"])).toEqual({
      alias: 0,
      url: 1,
      created: 3,
    });
    expect(columnsOf(["address", "target", "description", "created_at"])).toEqual({
      alias: 0,
      url: 1,
      created: 3,
    });
  });

  it("ignores case, spaces and punctuation in names, and keeps the first of a repeated name", () => {
    expect(columnsOf([" PHONE ", "Phone-Number", "Custom Alias"])).toEqual({ phone: 0, alias: 2 });
  });

  it("refuses a header without a phone or link column, and one far too wide", () => {
    const missing = readImportHeader(["name", "email"]);
    expect(missing).toMatchObject({ ok: false, message: expect.stringContaining('"phone" column') });
    const wide = readImportHeader(["phone", ...Array.from({ length: IMPORT_MAX_COLUMNS }, () => "")]);
    expect(wide).toMatchObject({
      ok: false,
      message: expect.stringContaining(`at most ${IMPORT_MAX_COLUMNS}`),
    });
  });
});

describe("separator", () => {
  it("picks the separator of the header line, not of a quoted name", () => {
    expect(sniffDelimiter("phone,message,alias")).toBe(",");
    expect(sniffDelimiter('phone;"message, optional";alias')).toBe(";");
    expect(sniffDelimiter("phone\tmessage\talias")).toBe("\t");
    expect(sniffDelimiter("phone")).toBe(",");
  });
});

describe("created dates", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it("reads ISO dates, the space-separated form as UTC, offsets with or without a colon, and Unix seconds", () => {
    expect(readCreated("2026-03-01", now)?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(readCreated("2026-03-01 10:20:30", now)?.toISOString()).toBe("2026-03-01T10:20:30.000Z");
    expect(readCreated("2026-03-01T10:20:30+0200", now)?.toISOString()).toBe("2026-03-01T08:20:30.000Z");
    expect(readCreated("2026-03-01T10:20:30.123+02:00", now)?.toISOString()).toBe("2026-03-01T08:20:30.123Z");
    expect(readCreated("1700000000", now)?.toISOString()).toBe("2023-11-14T22:13:20.000Z");
  });
  it("refuses what is not a date, and dates before 2000 or after tomorrow", () => {
    for (const text of [
      "yesterday",
      "03/01/2026",
      "2026-13-01",
      "1999-12-31",
      "2026-11-26",
      "",
      "1".repeat(60),
    ])
      expect(readCreated(text, now), text).toBeNull();
  });
});

describe("rows", () => {
  const columns = columnsOf(["phone", "url", "message", "alias", "country"]);
  it("bounds each cell and undoes the export's formula guard", () => {
    const row = readImportRow(7, ["+44 7911 123456", "", "'=SUM(A1)", "'-shop1", "gb", "extra"], columns);
    expect(row).toEqual({
      line: 7,
      phone: "+44 7911 123456",
      message: "=SUM(A1)",
      alias: "-shop1",
      country: "gb",
    });
    const long = readImportRow(8, ["1".repeat(100_000), "", "m".repeat(100_000)], columns);
    expect(long.phone).toHaveLength(257);
    expect(long.message).toHaveLength(20_001);
  });
  it("prefers a WhatsApp link to the phone column, and the row's country to the file's", () => {
    const row = { line: 2, phone: "07911 123456", url: "https://wa.me/447911123456", country: "" };
    expect(importRowRequest(row, "GB")).toEqual({ url: "https://wa.me/447911123456", country: "GB" });
    expect(importRowRequest({ line: 2, phone: "07911 123456", country: "IE" }, "GB")).toEqual({
      phone: "07911 123456",
      country: "IE",
    });
  });
  it("knows a row cut from an over-long line, even when the cut lies beyond the part of the cell kept", () => {
    expect(
      readImportRow(2, ["+447911123456", "", `${"m".repeat(50_000)}${LINE_CUT_MARK}`], columns).cut,
    ).toBe(true);
    expect(readImportRow(2, ["+447911123456", "", "abc"], columns).cut).toBeUndefined();
  });
  it("numbers a record by the line it starts on", () => {
    expect(recordStartLine(7, ["a", "two\nlines", "three\r\nlines\nhere"])).toBe(4);
    expect(recordStartLine(7, ["a", "b"])).toBe(7);
  });
});

describe("export lines", () => {
  it("writes the number so that a spreadsheet keeps it as text, and the import reads it back", () => {
    // What Excel and LibreOffice take for a number when they open a CSV (and show as 5.51E+12).
    const SPREADSHEET_NUMBER = /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i;
    for (const [digits, written] of [
      ["5511987654321", "+55 11987654321"],
      ["447911123456", "+44 7911123456"],
      ["12025550100", "+1 2025550100"],
      ["971501234567", "+971 501234567"],
    ] as const) {
      expect(exportedPhone(digits)).toBe(written);
      expect(SPREADSHEET_NUMBER.test(written), written).toBe(false);
      // The import's own check (the same as the home page's) reads it back to the same number.
      expect(checkShortenRequest(importRowRequest({ line: 2, phone: written }, undefined))).toMatchObject({
        ok: true,
        value: { phone: digits },
      });
    }
  });

  it("writes the contract's columns with the number in international form, and reads back as written", () => {
    const line = linkExportLine("https://chat.example", {
      code: "-shop1",
      phone: "447911123456",
      message: 'Hi, "friend"\nsee you',
      createdAt: new Date("2026-03-01T10:00:00Z"),
      clicks: 12,
    });
    const [cells] = parse(`${LINK_EXPORT_HEADER}\r\n${line}\r\n`, { from_line: 2 }) as string[][];
    expect(cells).toEqual([
      "'-shop1",
      "https://chat.example/-shop1",
      "+44 7911123456",
      'Hi, "friend"\nsee you',
      "2026-03-01T10:00:00.000Z",
      "12",
    ]);
    expect(readCsvField(cells?.[0] ?? "")).toBe("-shop1");
  });

  it("any text survives csvField → a CSV parser → readCsvField", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const [cells] = parse(`${csvField(text)},x\n`, { relax_quotes: true }) as string[][];
        expect(readCsvField(cells?.[0] ?? "")).toBe(text);
      }),
    );
  });
});
