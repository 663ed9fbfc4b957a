import { describe, expect, it } from "vitest";
import { cleanText, findUnacceptableText, isAcceptableText, replaceUnacceptableText } from "./text";

describe("the rule for text from outside", () => {
  it("refuses NUL, other C0 controls and DEL, and lone surrogates; keeps tab and line breaks", () => {
    for (const text of ["a\u0000", "\u0001", "\u001f", "\u007f", "\u000b", "x\ud800", "\udfff"])
      expect(isAcceptableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ["", "Olá 👋", "a\tb", "line\nbreak\r\n", "\u0080\u00a0", "😀"])
      expect(isAcceptableText(text), JSON.stringify(text)).toBe(true);
  });

  it("reads each run of refused characters as one space on pages, and drops them in imported rows", () => {
    expect(replaceUnacceptableText("Corner\u0007\u0000Shop")).toBe("Corner Shop");
    expect(replaceUnacceptableText("a\ud800")).toBe("a\ufffd");
    expect(cleanText("a\u0000b\r\nc")).toBe("ab\nc");
  });

  it("finds refused text anywhere in a JSON value, naming the top-level field", () => {
    expect(findUnacceptableText({ phone: "1", message: "ok" })).toBeNull();
    expect(findUnacceptableText({ phone: "1", message: "a\u0000" })).toBe("message");
    expect(findUnacceptableText({ extra: { deep: [1, ["x\u0001"]] } })).toBe("extra");
    expect(findUnacceptableText({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    expect(findUnacceptableText("\u0000")).toBe("");
    expect(findUnacceptableText(["ok", "\u007f"])).toBe("");
    // Deep nesting is walked with a stack, not recursion.
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnacceptableText({ a: deep })).toBe("a");
  });
});
