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
  it("accepts the spec's url shape", () => {
    expect(checkShortenRequest({ url: "https://wa.me/447911123456?text=Hi" })).toEqual({
      ok: true,
      value: { phone: "447911123456", message: "Hi" },
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
