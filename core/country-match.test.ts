import { describe, expect, it } from "vitest";
import { COUNTRY_COUNT, countryByPrefix, matchCountry } from "./country-match";

describe("matchCountry", () => {
  it("tries 4 down to 1 digits after the plus", () => {
    expect(matchCountry("+1 876 555 0100")?.iso2).toBe("JM");
    expect(matchCountry("+1 212 555 0100")?.iso2).toBe("US");
    expect(matchCountry("+44 7911 123456")?.iso2).toBe("GB");
    expect(matchCountry("+91 98765 43210")?.name).toBe("India");
    expect(matchCountry("+998 90 123 45 67")?.iso2).toBe("UZ");
    expect(matchCountry("+7 701 123 4567")?.iso2).toBe("KZ");
    expect(matchCountry("+7 912 123 4567")?.iso2).toBe("RU");
  });
  it("matches as the number is typed", () => {
    expect(matchCountry("+")).toBeNull();
    expect(matchCountry("+1")?.iso2).toBe("US");
    expect(matchCountry("+18")?.iso2).toBe("US");
    expect(matchCountry("+1876")?.iso2).toBe("JM");
  });
  it("needs a plus sign", () => {
    expect(matchCountry("447911123456")).toBeNull();
    expect(matchCountry("")).toBeNull();
  });
  it("covers the world's calling codes", () => {
    expect(COUNTRY_COUNT).toBeGreaterThanOrEqual(200);
    expect(countryByPrefix("+353")?.iso2).toBe("IE");
  });
});
