import { describe, expect, it } from "vitest";
import { checkShortenRequest } from "./shorten-input";

const fail = (raw: unknown) => {
  const result = checkShortenRequest(raw);
  return result.ok ? "ok" : result.error;
};

describe("checkShortenRequest", () => {
  it("accepts a phone with message and alias", () => {
    expect(checkShortenRequest({ phone: "+44 7911 123456", message: "  Hi  ", alias: " MyShop " })).toEqual({
      ok: true,
      value: { phone: "447911123456", message: "Hi", alias: "MyShop" },
    });
  });
  it("accepts the documented url shape", () => {
    expect(checkShortenRequest({ url: "https://wa.me/447911123456?text=Hi" })).toEqual({
      ok: true,
      value: { phone: "447911123456", message: "Hi" },
    });
  });
  it("reads a WhatsApp link pasted into the phone field: its number, and its text unless a message was written", () => {
    for (const phone of [
      "https://wa.me/447911123456?text=Hi",
      "wa.me/447911123456?text=Hi",
      "https://api.whatsapp.com/send?phone=447911123456&text=Hi",
      "whatsapp://send?phone=447911123456&text=Hi",
    ]) {
      expect(checkShortenRequest({ phone }), phone).toEqual({
        ok: true,
        value: { phone: "447911123456", message: "Hi" },
      });
    }
    expect(checkShortenRequest({ phone: "wa.me/447911123456?text=Hi", message: " Mine " })).toEqual({
      ok: true,
      value: { phone: "447911123456", message: "Mine" },
    });
    expect(checkShortenRequest({ phone: "https://wa.me/07911123456", country: "GB" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(fail({ phone: "https://chat.whatsapp.com/AbCdEfGhIj" })).toBe("invalid_phone");
  });
  it("refuses an alias with other characters, never rewriting it, and says what to try", () => {
    expect(checkShortenRequest({ phone: "+44 7911 123456", alias: "café-da-manhã" })).toEqual({
      ok: false,
      error: "invalid_alias",
      message:
        'Custom aliases may use only letters a–z, digits, _ and -, so "é", "ã" cannot be in one. Try "cafe-da-manha".',
    });
    expect(checkShortenRequest({ phone: "+44 7911 123456", alias: "🥐🥐🥐" })).toMatchObject({
      ok: false,
      error: "invalid_alias",
      message: expect.stringContaining('"🥐" cannot be in one'),
    });
  });
  it("accepts fullwidth digits as the digits they are", () => {
    expect(checkShortenRequest({ phone: "＋４４ ７９１１ １２３４５６" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
  });
  it("refuses bad phones", () => {
    expect(fail({})).toBe("invalid_phone");
    expect(fail({ phone: "" })).toBe("invalid_phone");
    expect(fail({ phone: "12345" })).toBe("invalid_phone");
    expect(fail({ phone: "1".repeat(16) })).toBe("invalid_phone");
    expect(fail({ phone: "+44 7911' OR 1=1 --" })).toBe("invalid_phone");
    expect(fail({ phone: "٠١٢٣٤٥٦٧٨٩" })).toBe("invalid_phone");
    expect(fail({ phone: 447911123456 })).toBe("invalid_request");
  });
  it("reads the number as people type it, with the optional country, into the E.164 digits the link opens", () => {
    expect(checkShortenRequest({ phone: "+44 07911 123456" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkShortenRequest({ phone: "07911 123456", country: "GB" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkShortenRequest({ phone: "07911 123456", country: "gb" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkShortenRequest({ phone: "+٢٠ ١٠٠ ١٢٣ ٤٥٦٧" })).toEqual({
      ok: true,
      value: { phone: "201001234567" },
    });
    // An empty country (a form's empty hidden field) is no country.
    expect(checkShortenRequest({ phone: "+44 7911 123456", country: "" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
  });
  it("applies the same rules to the documented url shape", () => {
    expect(checkShortenRequest({ url: "https://wa.me/4407911123456?text=Hi" })).toEqual({
      ok: true,
      value: { phone: "447911123456", message: "Hi" },
    });
    expect(checkShortenRequest({ url: "https://wa.me/07911123456", country: "GB" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkShortenRequest({ url: "https://api.whatsapp.com/send?phone=%2B4407911123456" })).toEqual({
      ok: true,
      value: { phone: "447911123456" },
    });
    expect(checkShortenRequest({ url: "https://wa.me/07911123456" })).toMatchObject({
      ok: false,
      error: "invalid_phone",
    });
    expect(checkShortenRequest({ url: "https://wa.me/44791112345" })).toEqual({
      ok: false,
      error: "invalid_phone",
      message: "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
      // The reading travels with it, so a page in another language can say the same.
      phone: expect.objectContaining({
        problem: "wrong_length",
        values: expect.objectContaining({ count: "9" }),
      }),
    });
  });
  it("refuses impossible numbers with a message naming the problem and the country", () => {
    expect(checkShortenRequest({ phone: "+44 7911 12345" })).toEqual({
      ok: false,
      error: "invalid_phone",
      message: "United Kingdom mobile numbers have 10 digits after the country code +44; this one has 9.",
      // The reading travels with it, so a page in another language can say the same.
      phone: expect.objectContaining({
        problem: "wrong_length",
        values: expect.objectContaining({ count: "9" }),
      }),
    });
    expect(checkShortenRequest({ phone: "+999 1234567" })).toMatchObject({
      ok: false,
      error: "invalid_phone",
    });
  });
  it("refuses a country that is not an ISO 3166-1 alpha-2 code we know (invalid_request)", () => {
    for (const country of ["GBR", "1", "G", "XX", "United Kingdom"])
      expect(checkShortenRequest({ phone: "07911 123456", country }), country).toMatchObject({
        ok: false,
        error: "invalid_request",
      });
    expect(fail({ phone: "07911 123456", country: 44 })).toBe("invalid_request");
  });
  it("refuses other destinations", () => {
    expect(fail({ url: "https://example.com" })).toBe("invalid_url");
    expect(fail({ url: "javascript:alert(1)" })).toBe("invalid_url");
  });
  it("refuses bad aliases without rewriting them", () => {
    expect(fail({ phone: "447911123456", alias: "abcd" })).toBe("invalid_alias");
    expect(fail({ phone: "447911123456", alias: "my shop" })).toBe("invalid_alias");
    expect(fail({ phone: "447911123456", alias: "<script>" })).toBe("invalid_alias");
    expect(fail({ phone: "447911123456", alias: "shоp1" })).toBe("invalid_alias");
    expect(fail({ phone: "447911123456", alias: "x".repeat(2000) })).toBe("invalid_alias");
    expect(fail({ phone: "447911123456", alias: "features" })).toBe("alias_reserved");
  });
  it("limits the message to 1,000 characters", () => {
    expect(fail({ phone: "447911123456", message: "👋".repeat(1000) })).toBe("ok");
    expect(fail({ phone: "447911123456", message: "a".repeat(1001) })).toBe("message_too_long");
  });
  it("cleans text the database or URL encoder would choke on", () => {
    const result = checkShortenRequest({ phone: "447911123456", message: "a\u0000b\uD800c\r\nd" });
    expect(result).toEqual({ ok: true, value: { phone: "447911123456", message: "ab\uFFFDc\nd" } });
  });
  it("refuses non-objects", () => {
    expect(fail(null)).toBe("invalid_request");
    expect(fail([])).toBe("invalid_request");
    expect(fail("phone=1")).toBe("invalid_request");
  });
});
