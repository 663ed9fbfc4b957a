import { describe, expect, it } from "vitest";
import { countryInfo } from "./country-info.server";

describe("countryInfo", () => {
  it("names the country and its calling code", () => {
    expect(countryInfo("GB")).toEqual({
      country_calling_code: "+44",
      country_name: "United Kingdom",
      country_code: "GB",
    });
    expect(countryInfo("jm")).toEqual({
      country_calling_code: "+1",
      country_name: "Jamaica",
      country_code: "JM",
    });
  });

  it("has nothing for regions without a calling code or that are not regions", () => {
    for (const code of ["EU", "AQ", "ZZ", "XX", "GBR", "", "1"]) expect(countryInfo(code), code).toBeNull();
  });
});
