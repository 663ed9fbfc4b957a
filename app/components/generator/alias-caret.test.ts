import { describe, expect, it } from "vitest";
import { stripAliasKeepingCaret } from "./alias-caret";

describe("stripAliasKeepingCaret", () => {
  it("keeps the caret after the same kept characters", () => {
    // Typed "!" between "my" and "shop": the caret was after the "!".
    expect(stripAliasKeepingCaret("my!shop", 3)).toEqual({ value: "myshop", caret: 2 });
  });

  it("keeps letters, digits, _ and - only", () => {
    expect(stripAliasKeepingCaret("My Shop_2024-é!", null)).toEqual({ value: "MyShop_2024-", caret: 12 });
  });

  it("leaves a clean value and caret alone", () => {
    expect(stripAliasKeepingCaret("shop-1", 4)).toEqual({ value: "shop-1", caret: 4 });
  });
});
