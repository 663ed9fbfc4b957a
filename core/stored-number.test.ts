import { describe, expect, it } from "vitest";
import { phoneTypings } from "../tests/support/phone-typings";
import { checkStoredNumber } from "./stored-number";

/** What the old "digits only" rule stored for what was typed (the links this check is for). */
function storedByOldRule(typed: string): string {
  return typed.replace(/\D/g, "");
}

function suggestionOf(stored: string): string | null {
  const check = checkStoredNumber(stored);
  if (check.ok) throw new Error(`${stored} was judged ok`);
  return check.suggestion?.formatted ?? null;
}

describe("checkStoredNumber: numbers already stored on links", () => {
  it("leaves valid numbers alone, including fixed lines and Italy's 0 that belongs to the number", () => {
    for (const stored of [
      "447911123456",
      "4915123456789",
      "919876543210",
      "14155550199",
      "390612345678", // Rome landline: the 0 is part of an Italian number
      "79161234567",
      "5491123456789",
      "15555550100", // possible, in no known range: the create path warns, it does not refuse
    ])
      expect(checkStoredNumber(stored), stored).toEqual({ ok: true });
  });

  it("suggests dropping the trunk prefix after the country code, in many countries", () => {
    const cases: Array<[string, string]> = [
      ["4407911123456", "+44 7911 123456"],
      ["49015123456789", "+49 1512 3456789"],
      ["6208123456789", "+62 812 3456 789"],
      ["23408031234567", "+234 803 123 4567"],
      ["9109876543210", "+91 98765 43210"],
      ["9005321234567", "+90 532 123 45 67"],
      ["2001001234567", "+20 10 01234567"],
      ["330612345678", "+33 6 12 34 56 78"],
      ["610412345678", "+61 412 345 678"],
      ["789161234567", "+7 916 123 45 67"], // Russia's trunk prefix is 8
    ];
    for (const [stored, meant] of cases) {
      const check = checkStoredNumber(stored);
      expect(check, stored).toMatchObject({ ok: false, reason: "trunk_prefix" });
      expect(suggestionOf(stored), stored).toBe(meant);
    }
    expect(checkStoredNumber("4407911123456")).toEqual({
      ok: false,
      reason: "trunk_prefix",
      message:
        "The 0 after +44 is dialled only for calls inside the country; WhatsApp needs the number without it.",
      values: { dropped: "0", callingCode: "44" },
      suggestion: { e164: "+447911123456", digits: "447911123456", formatted: "+44 7911 123456" },
    });
  });

  it("suggests the international form of Argentina's national 15 mobile form", () => {
    expect(checkStoredNumber("54111523456789")).toMatchObject({
      ok: false,
      reason: "national_form",
      suggestion: { digits: "5491123456789" },
    });
  });

  it("suggests dropping a stored 00 or 011 international prefix, or a repeated country code", () => {
    expect(checkStoredNumber("00447911123456")).toMatchObject({
      reason: "international_prefix",
      suggestion: { digits: "447911123456" },
    });
    expect(checkStoredNumber("011447911123456")).toMatchObject({
      reason: "international_prefix",
      suggestion: { digits: "447911123456" },
    });
    expect(checkStoredNumber("004407911123456")).toMatchObject({ suggestion: { digits: "447911123456" } });
    expect(checkStoredNumber("44447911123456")).toMatchObject({
      reason: "country_code_twice",
      message: "The country code +44 is written twice.",
      suggestion: { digits: "447911123456" },
    });
    expect(checkStoredNumber("91919876543210")).toMatchObject({ suggestion: { digits: "919876543210" } });
  });

  it("says what is wrong, with no suggestion, for a number a digit short or long", () => {
    expect(checkStoredNumber("44791112345")).toEqual({
      ok: false,
      reason: "wrong_length",
      message: "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
      values: {},
      // The reading itself, so a page in another language says the same with its own words.
      reading: expect.objectContaining({ ok: false, problem: "wrong_length" }),
      suggestion: null,
    });
    expect(checkStoredNumber("4479111234567")).toMatchObject({
      ok: false,
      reason: "wrong_length",
      suggestion: null,
    });
    expect(checkStoredNumber("12")).toMatchObject({ ok: false, reason: "wrong_length", suggestion: null });
  });

  it("refuses an unknown country code and a national number without its country, with no guess", () => {
    expect(checkStoredNumber("9991234567")).toMatchObject({
      ok: false,
      reason: "unknown_calling_code",
      suggestion: null,
    });
    // Someone's "07911 123456": which country it is cannot be known from the digits.
    expect(checkStoredNumber("07911123456")).toMatchObject({
      ok: false,
      reason: "unknown_calling_code",
      suggestion: null,
    });
  });

  it("judges rows that are not digits, or far too long, without reading them", () => {
    for (const stored of [
      "",
      "44 7911",
      "+447911123456",
      "٤٤٧٩١١١٢٣٤٥٦",
      "1".repeat(25),
      "1".repeat(100_000),
    ])
      expect(checkStoredNumber(stored), stored.slice(0, 30)).toMatchObject({
        ok: false,
        reason: "not_digits",
        suggestion: null,
      });
  });

  it("gives every number of the typing table that the old digits-only rule stored its right E.164 (as is, or as the suggestion)", () => {
    // Rows typed with a country were national numbers: the old rule stored them without a country code.
    const rows = phoneTypings().filter((row) => row.with === undefined && /^[+\d\s().-]+$/.test(row.typed));
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      const stored = storedByOldRule(row.typed);
      const check = checkStoredNumber(stored);
      const opens = check.ok ? `+${stored}` : (check.suggestion?.e164 ?? `no suggestion: ${check.message}`);
      expect(opens, `${row.country} ${row.style}: ${row.typed}`).toBe(row.e164);
    }
  });
});
