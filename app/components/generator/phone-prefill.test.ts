import { describe, expect, it } from "vitest";
import { replaceUntouchedPrefill } from "./phone-prefill";

describe("replaceUntouchedPrefill", () => {
  it("lets a new + code replace the untouched prefill, typed or pasted", () => {
    expect(replaceUntouchedPrefill("+44 ", "+44 +", "+44 ")).toBe("+");
    expect(replaceUntouchedPrefill("+44 ", "+44 +1 876 555 0100", "+44 ")).toBe("+1 876 555 0100");
  });

  it("keeps digits typed after the prefill", () => {
    expect(replaceUntouchedPrefill("+44 ", "+44 7", "+44 ")).toBe("+44 7");
  });

  it("leaves a number the visitor already worked on alone", () => {
    expect(replaceUntouchedPrefill("+44 7911", "+44 7911+", "+44 ")).toBe("+44 7911+");
    expect(replaceUntouchedPrefill("+44", "+44+", "+44 ")).toBe("+44+");
  });

  it("does nothing without a detected prefill", () => {
    expect(replaceUntouchedPrefill("", "+1", null)).toBe("+1");
  });
});
