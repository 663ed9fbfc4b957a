import { describe, expect, it } from "vitest";
import { countryForNumber, flagUrl } from "./shown-country";

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
