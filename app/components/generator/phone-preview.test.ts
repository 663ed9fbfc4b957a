import { describe, expect, it } from "vitest";
import { noteText, opensChatText, phoneLookupPath, readPhoneAnswer } from "./phone-preview";

describe("phoneLookupPath", () => {
  it("asks about what is typed, with the country for numbers without their code", () => {
    expect(phoneLookupPath(" +44 07911 123456 ", null)).toBe("/api/phone?number=%2B44+07911+123456");
    expect(phoneLookupPath("07911 123456", "GB")).toBe("/api/phone?number=07911+123456&country=GB");
  });

  it("asks nothing while too few digits are typed (the prefill, a country code)", () => {
    expect(phoneLookupPath("+44 ", "GB")).toBeNull();
    expect(phoneLookupPath("+44 79", null)).toBeNull();
    expect(phoneLookupPath("", null)).toBeNull();
  });

  it("counts digits of any script and sends at most one character over the reader's limit", () => {
    expect(phoneLookupPath("+٢٠ ١٠٠", null)).not.toBeNull();
    const path = phoneLookupPath("1".repeat(10_000), null) as string;
    expect(new URL(path, "http://x").searchParams.get("number")).toHaveLength(65);
  });
});

describe("readPhoneAnswer", () => {
  const ok = {
    e164: "+447911123456",
    international: "+44 7911 123456",
    callingCode: "44",
    country: "GB",
    countryName: "United Kingdom",
    corrections: [{ code: "trunk_prefix_removed", message: "We removed the 0 after +44." }],
    warnings: [],
  };

  it("reads the server's reading", () => {
    expect(readPhoneAnswer(200, ok)).toEqual({
      kind: "ok",
      e164: "+447911123456",
      international: "+44 7911 123456",
      iso2: "GB",
      countryName: "United Kingdom",
      corrections: [{ code: "trunk_prefix_removed", message: "We removed the 0 after +44.", values: {} }],
      warnings: [],
    });
  });

  it("shows the server's refusal as it is", () => {
    const message =
      "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.";
    expect(readPhoneAnswer(400, { error: "invalid_phone", message })).toEqual({ kind: "invalid", message });
  });

  it("shows nothing for answers it cannot trust: rate limits, server errors, other shapes", () => {
    expect(readPhoneAnswer(429, { error: "rate_limited", message: "wait" })).toBeNull();
    expect(readPhoneAnswer(500, ok)).toBeNull();
    expect(readPhoneAnswer(200, { ...ok, e164: "javascript:alert(1)" })).toBeNull();
    expect(readPhoneAnswer(200, "text")).toBeNull();
    expect(readPhoneAnswer(400, { error: "invalid_request", message: "x" })).toBeNull();
  });
});

describe("opensChatText", () => {
  it("says what will be dialled and where", () => {
    expect(opensChatText({ international: "+44 7911 123456", countryName: "United Kingdom" })).toBe(
      "Opens a chat with +44 7911 123456 · United Kingdom",
    );
    expect(opensChatText({ international: "+800 1234 5678", countryName: null })).toBe(
      "Opens a chat with +800 1234 5678",
    );
  });
});

describe("noteText", () => {
  const fill = (message: string, values: Record<string, string>) =>
    message.replaceAll(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  const messages = { trunk_prefix_removed: "Tiramos o {dropped} depois de +{callingCode}." };

  it("says a correction it knows in the page's language, the country by its name there", () => {
    const note = {
      code: "trunk_prefix_removed",
      message: "We removed the 0 after +44.",
      values: { dropped: "0", callingCode: "44" },
    };
    expect(noteText(note, messages, fill, () => null)).toBe("Tiramos o 0 depois de +44.");
    const added = { code: "x", message: "", values: { country: "GB" } };
    expect(noteText(added, { x: "+44 para {country}" }, fill, () => "Reino Unido")).toBe(
      "+44 para Reino Unido",
    );
  });

  it("falls back to the server's English for a code it does not know", () => {
    const note = { code: "something_new", message: "We did something new.", values: {} };
    expect(noteText(note, messages, fill, () => null)).toBe("We did something new.");
  });
});
