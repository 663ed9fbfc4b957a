import { describe, expect, it } from "vitest";
import { phonePrefill, readGeoResponse } from "./detected-country";

describe("readGeoResponse", () => {
  it("reads the API's shape and prefills the calling code and a space", () => {
    const country = readGeoResponse({
      country_calling_code: "+44",
      country_name: "United Kingdom",
      country_code: "GB",
    });
    expect(country).toEqual({ callingCode: "+44", name: "United Kingdom", iso2: "GB" });
    expect(country && phonePrefill(country)).toBe("+44 ");
  });

  it("normalises codes without a plus or with a dash", () => {
    expect(
      readGeoResponse({ country_calling_code: "1-876", country_name: "Jamaica", country_code: "jm" }),
    ).toEqual({ callingCode: "+1876", name: "Jamaica", iso2: "JM" });
  });

  it.each([
    null,
    "GB",
    { error: "country_unknown" },
    { country_calling_code: "", country_name: "X", country_code: "XX" },
    { country_calling_code: "+44", country_name: "United Kingdom", country_code: "GBR" },
  ])("gives null for %j", (body) => expect(readGeoResponse(body)).toBeNull());
});
