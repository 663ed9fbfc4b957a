import { describe, expect, it } from "vitest";
import { DEFAULT_BUTTON_OPTIONS, isLanguageTag, readButtonOptions } from "./chat-button";

describe("readButtonOptions", () => {
  it("reads what an owner saved, and the defaults for what is missing", () => {
    expect(readButtonOptions(null)).toEqual(DEFAULT_BUTTON_OPTIONS);
    expect(readButtonOptions({ position: "left", color: "#ABCDEF", refs: true })).toEqual({
      ...DEFAULT_BUTTON_OPTIONS,
      position: "left",
      color: "#abcdef",
      refs: true,
    });
    expect(readButtonOptions({ label: "  ", greeting: "" })).toMatchObject({ label: null, greeting: null });
  });

  it("reads anything it cannot use (another shape, a colour that is not #rrggbb) as the defaults", () => {
    for (const stored of [{ position: "top" }, { color: "red" }, { color: "#fff;}x{" }, "x", 3])
      expect(readButtonOptions(stored), JSON.stringify(stored)).toEqual(DEFAULT_BUTTON_OPTIONS);
  });
});

describe("isLanguageTag", () => {
  it("takes the tags browsers send and refuses anything else", () => {
    for (const tag of ["en", "pt-BR", "es-419", "zh-Hant-TW", "en_GB"])
      expect(isLanguageTag(tag), tag).toBe(true);
    for (const tag of ["", "-en", "en-", "en--GB", "<b>", "en;q=1", "x".repeat(36)])
      expect(isLanguageTag(tag), tag).toBe(false);
  });
});
