import { describe, expect, it } from "vitest";
import { parseRecordId as parseLinkId } from "./record-id";

describe("parseRecordId", () => {
  it("accepts positive integers that fit PostgreSQL's integer", () => {
    expect(parseLinkId("1")).toBe(1);
    expect(parseLinkId("42")).toBe(42);
    expect(parseLinkId("2147483647")).toBe(2147483647);
  });

  it("refuses everything else", () => {
    for (const raw of [
      "",
      "0",
      "-1",
      "01",
      "1.5",
      "1e3",
      "0x10",
      " 1",
      "1 ",
      "abc",
      "2147483648",
      "99999999999",
    ])
      expect(parseLinkId(raw), raw).toBeNull();
    expect(parseLinkId(null)).toBeNull();
    expect(parseLinkId(undefined)).toBeNull();
  });
});
