import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("reduces a typed number to digits", () => {
    expect(phoneDigits("+44 (0) 7911-123.456")).toBe("4407911123456");
    expect(phoneDigits("+1 876 555 0100")).toBe("18765550100");
  });
});
