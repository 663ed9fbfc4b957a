import { describe, expect, it } from "vitest";
import { callingCodeLabel, countryOption, countryOptions, filterCountries } from "./country-options";

describe("country options", () => {
  it("lists every country once, by name, including those sharing a calling code", () => {
    const all = countryOptions();
    expect(new Set(all.map((o) => o.iso2)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(240);
    expect(countryOption("ca")).toEqual({
      iso2: "CA",
      name: "Canada",
      englishName: "Canada",
      prefix: "1",
      prefixes: ["1"],
    });
    // Several area codes: the calling code they share is what the field gets.
    expect(countryOption("JM")?.prefix).toBe("1");
    expect(countryOption("KY")?.prefix).toBe("1345");
    expect(countryOption("GB")?.prefix).toBe("44");
    const names = all.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("finds countries by name start, word, accents ignored, ISO code and calling code", () => {
    expect(filterCountries("united k")[0]?.iso2).toBe("GB");
    expect(filterCountries("kingdom").map((o) => o.iso2)).toContain("GB");
    expect(filterCountries("cote").map((o) => o.iso2)).toContain("CI");
    expect(filterCountries("gb")[0]?.iso2).toBe("GB");
    expect(
      filterCountries("+44")
        .map((o) => o.iso2)
        .sort(),
    ).toEqual(["GB", "GG", "IM", "JE"]);
    expect(filterCountries("+1 876").map((o) => o.iso2)).toEqual(["JM"]);
    expect(filterCountries("zzzz")).toEqual([]);
    expect(filterCountries("")).toHaveLength(countryOptions().length);
  });

  it("writes North American area codes apart from +1", () => {
    expect(callingCodeLabel("1876")).toBe("+1 876");
    expect(callingCodeLabel("44")).toBe("+44");
    expect(callingCodeLabel("1")).toBe("+1");
  });
});

describe("country names in the page's language", () => {
  it("names and orders countries as Intl writes them there, and finds them by either name", () => {
    expect(countryOption("BR", "pt-BR")?.name).toBe("Brasil");
    expect(countryOption("DE", "es-419")?.name).toBe("Alemania");
    expect(filterCountries("alem", "es-419")[0]?.iso2).toBe("DE");
    // The English name still finds it, whatever the page's language.
    expect(filterCountries("germany", "ar")[0]?.iso2).toBe("DE");
    const arabic = countryOptions("ar").map((o) => o.name);
    expect(arabic).toEqual([...arabic].sort((a, b) => a.localeCompare(b, "ar")));
  });
});
