import { describe, expect, it } from "vitest";
import { parseQrQuery } from "./qr-params.server";

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseQrQuery((name) => params.get(name) ?? undefined);
};

describe("parseQrQuery", () => {
  it("reads the documented call shape and defaults", () => {
    expect(parse("data=hi&size=300x300")).toEqual({ data: "hi", size: 300, format: "png", download: false });
    expect(parse("data=hi")).toMatchObject({ size: 300, format: "png" });
    expect(parse("data=hi&size=64&format=SVG&download=1")).toEqual({
      data: "hi",
      size: 64,
      format: "svg",
      download: true,
    });
  });

  it.each(["0x0", "300x200", "5000x5000", "-1", "abc", "1e3", "63", "2049", "300x", "300.0", "0x12c"])(
    "refuses size %j",
    (size) => {
      expect(parse(`data=hi&size=${size}`)).toMatchObject({ error: "invalid_qr_size" });
    },
  );

  it("refuses missing, empty and over-long data", () => {
    expect(parse("size=300")).toMatchObject({ error: "invalid_qr_data" });
    expect(parse("data=")).toMatchObject({ error: "invalid_qr_data" });
    expect(parse(`data=${"a".repeat(2049)}`)).toMatchObject({ error: "invalid_qr_data" });
    expect(parse(`data=${"a".repeat(2048)}`)).toMatchObject({ data: "a".repeat(2048) });
  });

  it("refuses unknown formats", () => {
    expect(parse("data=hi&format=gif")).toMatchObject({ error: "invalid_qr_format" });
  });
});
