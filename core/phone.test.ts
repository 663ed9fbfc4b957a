import { describe, expect, it } from "vitest";
import { checkPhoneDigits, phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("reduces a typed number to digits", () => {
    expect(phoneDigits("+44 (0) 7911-123.456")).toBe("4407911123456");
    expect(phoneDigits("+1 876 555 0100")).toBe("18765550100");
  });
});

describe("checkPhoneDigits", () => {
  it("accepts 7 to 15 digits", () => {
    expect(checkPhoneDigits("1234567")).toBeNull();
    expect(checkPhoneDigits("123456789012345")).toBeNull();
  });
  it("refuses empty, short and over-long numbers", () => {
    expect(checkPhoneDigits("")).toBe("empty");
    expect(checkPhoneDigits("123456")).toBe("too_short");
    expect(checkPhoneDigits("1234567890123456")).toBe("too_long");
  });
});
