import { describe, expect, it } from "vitest";
import { countryBesideNumber, countryForNumber, flagUrl } from "./shown-country";

describe("countryForNumber", () => {
  const canada = { callingCode: "+1", name: "Canada", iso2: "CA" };

  it("matches the longest prefix, so +1 876 is Jamaica", () => {
    expect(countryForNumber("+1 876 555 0100", null)).toEqual({ name: "Jamaica", iso2: "JM" });
    expect(countryForNumber("+44 7911 123456", null)).toEqual({ name: "United Kingdom", iso2: "GB" });
  });

  it("keeps the detected country for its own calling code, but not for a longer one", () => {
    expect(countryForNumber("+1 416 555 0100", canada)).toEqual({ name: "Canada", iso2: "CA" });
    expect(countryForNumber("+1 876 555 0100", canada)).toEqual({ name: "Jamaica", iso2: "JM" });
  });

  it("shows nothing without a plus sign or a known code", () => {
    expect(countryForNumber("07911 123456", null)).toBeNull();
    expect(countryForNumber("+", null)).toBeNull();
  });

  it("points at our own 4:3 flag asset", () => expect(flagUrl("GB")).toBe("/flags/gb.svg"));
});

describe("countryBesideNumber", () => {
  const canada = { callingCode: "+1", name: "Canada", iso2: "CA" };
  const usa = { callingCode: "+1", name: "United States", iso2: "US" };
  const reading = (iso2: string, countryName: string) => ({ kind: "ok" as const, iso2, countryName });

  it("follows the server's reading for a bare shared code (+1 416 is Canada, not the table's United States)", () => {
    expect(countryBesideNumber("+1 416 555 0199", null, reading("CA", "Canada"), null)).toEqual({
      iso2: "CA",
      name: "Canada",
    });
    expect(countryBesideNumber("+1 416 555 0199", null, null, null)).toEqual({
      iso2: "US",
      name: "United States",
    });
  });

  it("keeps the documented rules: the detected country for its own code, the longest prefix, the table for +44", () => {
    expect(countryBesideNumber("+1 416 555 0199", usa, reading("CA", "Canada"), "US")).toEqual({
      iso2: "US",
      name: "United States",
    });
    expect(countryBesideNumber("+1 876 555 0100", canada, reading("JM", "Jamaica"), "CA")).toEqual({
      iso2: "JM",
      name: "Jamaica",
    });
    expect(countryBesideNumber("+44 7911 123456", null, reading("GG", "Guernsey"), null)).toEqual({
      iso2: "GB",
      name: "United Kingdom",
    });
  });

  it("without a +: the reading, else the country the number will be read in, else nothing", () => {
    expect(countryBesideNumber("07911 123456", null, reading("GB", "United Kingdom"), "GB")).toEqual({
      iso2: "GB",
      name: "United Kingdom",
    });
    expect(countryBesideNumber("07911 123456", null, null, "GB")).toEqual({
      iso2: "GB",
      name: "United Kingdom",
    });
    expect(countryBesideNumber("07911 123456", null, { kind: "invalid" }, null)).toBeNull();
    expect(countryBesideNumber("+999 1234", null, null, "GB")).toBeNull();
    expect(countryBesideNumber("  ", null, null, "GB")).toBeNull();
  });
});
