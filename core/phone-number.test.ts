import { describe, expect, it } from "vitest";
import { IMPOSSIBLE_NUMBERS, phoneTypings, TABLE_COUNTRIES } from "../tests/support/phone-typings";
import { PHONE_INPUT_MAX_LENGTH } from "./phone-number";
import { readPhoneNumber } from "./phone-number-max";
import { readPhoneNumber as readPhoneNumberMin } from "./phone-number-min";

const TABLE = phoneTypings();

function e164Of(typed: string, country?: string): string {
  const reading = readPhoneNumber(typed, country);
  return reading.ok ? reading.e164 : `refused: ${reading.message}`;
}

function refusal(typed: string, country?: string): string {
  const reading = readPhoneNumber(typed, country);
  return reading.ok ? `accepted as ${reading.e164}` : reading.message;
}

describe("readPhoneNumber: real numbers as people type them", () => {
  it("has a table of at least 100 typings over at least 30 countries, in every style", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TABLE.map((row) => row.country)).size).toBe(TABLE_COUNTRIES.length);
    expect(TABLE_COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TABLE.map((row) => row.style))).toEqual(
      new Set([
        "E.164",
        "spaced international",
        "punctuated",
        "national with its country",
        "trunk prefix after +CC",
        "00 prefix, no country",
        "011 from the US",
        "home international prefix",
        "Eastern Arabic digits",
        "Persian digits",
        "Devanagari digits",
        "full-width digits",
      ]),
    );
  });

  it.each(TABLE.map((row) => [row.country, row.style, row.typed, row.with ?? "", row.e164] as const))(
    "%s, %s: %s (country %s) opens %s",
    (_country, _style, typed, withCountry, e164) => {
      expect(e164Of(typed, withCountry || undefined)).toBe(e164);
    },
  );

  it("gives the same number with the browser's min metadata as with the server's max metadata", () => {
    const differing = TABLE.filter((row) => {
      const min = readPhoneNumberMin(row.typed, row.with);
      return !min.ok || min.e164 !== row.e164;
    });
    expect(differing).toEqual([]);
  });
});

describe("readPhoneNumber: what it corrects, and says it corrected", () => {
  it("drops the trunk 0 kept after the country code (the issue's dead links)", () => {
    for (const [typed, e164, cc] of [
      ["+44 07911 123456", "+447911123456", "44"],
      ["+49 0151 23456789", "+4915123456789", "49"],
      ["+62 0812 3456 7890", "+6281234567890", "62"],
      ["+234 0802 123 4567", "+2348021234567", "234"],
    ] as const) {
      const reading = readPhoneNumber(typed);
      expect(reading.ok && reading.e164, typed).toBe(e164);
      expect(reading.ok && reading.corrections.map((c) => c.message), typed).toEqual([
        `We removed the 0 after +${cc}.`,
      ]);
    }
  });

  it("reads a national number with its country, and keeps Italy's leading 0 that is part of the number", () => {
    const reading = readPhoneNumber("07911 123456", "GB");
    expect(reading).toMatchObject({
      ok: true,
      e164: "+447911123456",
      digits: "447911123456",
      country: "GB",
      countryName: "United Kingdom",
      internationalFormatted: "+44 7911 123456",
      nationalFormatted: "07911 123456",
      corrections: [
        { code: "country_added", message: "We added +44 for United Kingdom and removed the leading 0." },
      ],
    });
    expect(e164Of("+39 06 1234 5678")).toBe("+390612345678");
  });

  it("carries its formatted forms wherever the reading is sent (JSON, a copy between threads)", () => {
    // Formatted only when read (the import reads digits only); a copy must still hold them.
    const reading = readPhoneNumber("+55 11 91234 5678");
    const forms = { internationalFormatted: "+55 11 91234 5678", nationalFormatted: "(11) 91234-5678" };
    expect(JSON.parse(JSON.stringify(reading))).toMatchObject(forms);
    expect(structuredClone(reading)).toMatchObject(forms);
    expect({ ...reading }).toMatchObject(forms);
  });

  it("names the country by the generator's prefix rule, not libphonenumber's (+44 7911 is Guernsey to it)", () => {
    expect(readPhoneNumber("+44 7911 123456")).toMatchObject({ ok: true, country: "GB" });
    expect(readPhoneNumber("+1 876 555 1234")).toMatchObject({ ok: true, country: "JM" });
  });

  it("names the country libphonenumber places a +1 or +7 number in (Canada, Kazakhstan), not the code's main country", () => {
    expect(readPhoneNumber("+1 416 555 0199")).toMatchObject({ country: "CA", countryName: "Canada" });
    expect(readPhoneNumber("+1 212 555 0199")).toMatchObject({ country: "US", countryName: "United States" });
    expect(readPhoneNumber("+7 701 123 4567")).toMatchObject({ country: "KZ", countryName: "Kazakhstan" });
    expect(readPhoneNumber("+7 912 123 4567")).toMatchObject({ country: "RU", countryName: "Russia" });
    // The number decides, not the country it was typed in: a Toronto number typed nationally in the US.
    expect(readPhoneNumber("416 555 0199", "US")).toMatchObject({
      e164: "+14165550199",
      country: "CA",
      corrections: [{ code: "country_added", message: "We added +1 for Canada." }],
    });
    expect(readPhoneNumber("(416) 555-0199", "CA")).toMatchObject({ country: "CA" });
  });

  it("keeps +44 7911 123456 the United Kingdom, unless Guernsey is the country given", () => {
    expect(readPhoneNumber("+44 7911 123456")).toMatchObject({
      country: "GB",
      countryName: "United Kingdom",
    });
    expect(readPhoneNumber("+44 7911 123456", "GB")).toMatchObject({ countryName: "United Kingdom" });
    expect(readPhoneNumber("07911 123456", "GB")).toMatchObject({ countryName: "United Kingdom" });
    expect(readPhoneNumber("+44 7911 123456", "US")).toMatchObject({ countryName: "United Kingdom" });
    expect(readPhoneNumber("+44 7911 123456", "GG")).toMatchObject({
      country: "GG",
      countryName: "Guernsey",
    });
  });

  it("reads international call prefixes: 00, 011 from North America, 0011 from Australia", () => {
    expect(e164Of("00 44 7911 123456")).toBe("+447911123456");
    expect(e164Of("011 44 7911 123456", "US")).toBe("+447911123456");
    expect(e164Of("0044 7911 123456", "US")).toBe("+447911123456");
    expect(e164Of("0011 44 7911 123456", "AU")).toBe("+447911123456");
    const reading = readPhoneNumber("011 44 7911 123456", "US");
    expect(reading.ok && reading.corrections.map((c) => c.code)).toEqual(["international_prefix"]);
  });

  it("applies Argentina's 15 → 9 mobile rule", () => {
    expect(e164Of("011 15 2345-6789", "AR")).toBe("+5491123456789");
    expect(e164Of("+54 11 15 2345 6789")).toBe("+5491123456789");
  });

  it("reads any Unicode decimal digits, bidi marks and dashes included", () => {
    expect(e164Of("+٢٠ ١٠٠ ١٢٣ ٤٥٦٧")).toBe("+201001234567");
    expect(e164Of("\u200f+٢٠ ١٠٠–١٢٣–٤٥٦٧\u200e")).toBe("+201001234567");
    expect(e164Of("+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹")).toBe("+989123456789");
    expect(e164Of("+९१ ९८७६५ ४३२१०")).toBe("+919876543210");
    expect(e164Of("+৯১ ৯৮৭৬৫ ৪৩২১০")).toBe("+919876543210"); // Bengali
    expect(e164Of("＋４４ ７９１１ １２３４５６")).toBe("+447911123456");
  });

  it("keeps the digits-only international form the API always took (wa.me's own convention)", () => {
    expect(e164Of("447911123456")).toBe("+447911123456");
    expect(e164Of("447911123456", "GB")).toBe("+447911123456");
  });
});

describe("readPhoneNumber: impossible numbers are refused, saying what and where", () => {
  it("refuses a UK mobile a digit short with the issue's message", () => {
    expect(refusal("+44 7911 12345")).toBe(
      "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
    );
  });

  it.each(IMPOSSIBLE_NUMBERS.map((row) => [row.typed, row.with ?? "", row.names] as const))(
    "%s (country %s) is refused naming %s",
    (typed, withCountry, names) => {
      const reading = readPhoneNumber(typed, withCountry || undefined);
      expect(reading.ok).toBe(false);
      expect(reading.ok ? "" : reading.message).toContain(names);
    },
  );

  it("refuses an unknown calling code, a national number with no country, and stray characters", () => {
    expect(readPhoneNumber("+999 1234567")).toMatchObject({ ok: false, problem: "unknown_calling_code" });
    expect(readPhoneNumber("07911 123456")).toMatchObject({ ok: false, problem: "no_country_code" });
    expect(refusal("+44 7911' OR 1=1 --")).toBe(
      `A phone number has only digits, spaces, dots, dashes, brackets and a leading +; remove "'".`,
    );
    expect(readPhoneNumber("+44 7911 +123456")).toMatchObject({ ok: false, problem: "misplaced_plus" });
    expect(readPhoneNumber("   ")).toMatchObject({ ok: false, problem: "empty" });
    expect(readPhoneNumber("+44 7911 123456", "XX")).toMatchObject({ ok: false, problem: "unknown_country" });
  });

  it("bounds the input before reading it", () => {
    const long = `+44 7911 123456${" ".repeat(PHONE_INPUT_MAX_LENGTH)}`;
    expect(readPhoneNumber(long)).toMatchObject({ ok: false, problem: "input_too_long" });
    expect(e164Of(long.slice(0, PHONE_INPUT_MAX_LENGTH))).toBe("+447911123456");
  });
});

describe("readPhoneNumber: possible but unusual numbers are allowed with a warning", () => {
  it("warns about a landline (WhatsApp Business runs on landlines) and a range not known to be in use", () => {
    expect(readPhoneNumber("+44 20 7946 0958")).toMatchObject({
      ok: true,
      warnings: [{ code: "fixed_line" }],
    });
    expect(readPhoneNumber("+1 555 123 4567")).toMatchObject({
      ok: true,
      warnings: [{ code: "unknown_range" }],
    });
    expect(readPhoneNumber("+44 7911 123456")).toMatchObject({ ok: true, warnings: [] });
  });
});

describe("readPhoneNumber: libphonenumber's patterns are compiled once (patches/libphonenumber-js)", () => {
  /** Runs `work` with `new RegExp` counted; the library reads the global at each call. */
  function regExpsBuiltBy(work: () => void): number {
    const Native = globalThis.RegExp;
    let built = 0;
    globalThis.RegExp = new Proxy(Native, {
      construct(target, args, newTarget) {
        built++;
        return Reflect.construct(target, args, newTarget);
      },
    });
    try {
      work();
    } finally {
      globalThis.RegExp = Native;
    }
    return built;
  }

  // International numbers, as the API and imports mostly carry them: the checks build nothing
  // once warm. (A national number still builds a few short expressions to strip its prefixes.)
  it("builds no expression for the 2nd to 100th number of a country (it built seven a UK number: ~11 µs of an import row's ~46)", () => {
    for (const first of ["+44 7400 123400", "+55 11 98765-4300", "+92 301 2345600"]) {
      expect(readPhoneNumber(first).ok).toBe(true);
      const built = regExpsBuiltBy(() => {
        for (let i = 1; i < 100; i++) {
          const typed = `${first.slice(0, -2)}${String(i).padStart(2, "0")}`;
          expect(readPhoneNumber(typed).ok, typed).toBe(true);
        }
      });
      expect(built, first).toBe(0);
    }
  });

  it("still answers each pattern's own question once compiled: valid, invalid and mobile alike", () => {
    expect(readPhoneNumber("+44 7400 123456")).toMatchObject({ ok: true, e164: "+447400123456" });
    expect(readPhoneNumber("+44 7400 12345").ok).toBe(false);
    expect(readPhoneNumber("+44 20 7946 0958")).toMatchObject({ ok: true, e164: "+442079460958" });
    expect(readPhoneNumber("011 44 7400 123456", "US")).toMatchObject({ ok: true, e164: "+447400123456" });
  });
});
