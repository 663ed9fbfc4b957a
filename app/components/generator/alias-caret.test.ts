import { describe, expect, it } from "vitest";
import { editAlias, stripAliasKeepingCaret } from "./alias-caret";

describe("stripAliasKeepingCaret", () => {
  it("keeps the caret after the same kept characters", () => {
    // Typed "!" between "my" and "shop": the caret was after the "!".
    expect(stripAliasKeepingCaret("my!shop", 3)).toEqual({ value: "myshop", caret: 2 });
  });

  it("keeps letters, digits, _ and - only", () => {
    expect(stripAliasKeepingCaret("My Shop_2024-é!", null)).toEqual({ value: "MyShop_2024-e", caret: 13 });
  });

  it("leaves a clean value and caret alone", () => {
    expect(stripAliasKeepingCaret("shop-1", 4)).toEqual({ value: "shop-1", caret: 4 });
  });
});

describe("editAlias", () => {
  it("respells accented letters and says which, leaves out the rest and says which", () => {
    expect(editAlias("café-da-manhã", null)).toEqual({
      value: "cafe-da-manha",
      caret: 13,
      respelled: ["é", "ã"],
      leftOut: [],
    });
    expect(editAlias("pão🥐", null)).toEqual({ value: "pao", caret: 3, respelled: ["ã"], leftOut: ["🥐"] });
  });
  it("keeps text with nothing usable as typed, to be refused with a reason", () => {
    expect(editAlias("🥐🥐", 4)).toEqual({ value: "🥐🥐", caret: 4, respelled: [], leftOut: [] });
    expect(editAlias("   ", null).value).toBe("");
  });
});
