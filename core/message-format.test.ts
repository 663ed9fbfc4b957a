import { describe, expect, it } from "vitest";
import { applyFormat, countCharacters, parseFormatting } from "./message-format";

describe("applyFormat", () => {
  it("wraps the selection and keeps it selected", () => {
    expect(applyFormat("Hello world", 6, 11, "bold")).toEqual({
      text: "Hello *world*",
      selectionStart: 7,
      selectionEnd: 12,
    });
    expect(applyFormat("Hello world", 0, 5, "monospace")).toEqual({
      text: "```Hello``` world",
      selectionStart: 3,
      selectionEnd: 8,
    });
  });
  it("inserts an empty pair with the caret between when nothing is selected", () => {
    expect(applyFormat("Hi ", 3, 3, "italic")).toEqual({ text: "Hi __", selectionStart: 4, selectionEnd: 4 });
    expect(applyFormat("", 0, 0, "strikethrough")).toEqual({
      text: "~~",
      selectionStart: 1,
      selectionEnd: 1,
    });
  });
  it("accepts a backwards selection", () => {
    expect(applyFormat("abc", 3, 0, "bold").text).toBe("*abc*");
  });
});

describe("countCharacters", () => {
  it("counts an emoji as one character", () => {
    expect(countCharacters("hi 👋")).toBe(4);
    expect(countCharacters("")).toBe(0);
  });
});

describe("parseFormatting", () => {
  it("parses WhatsApp styles, nested", () => {
    expect(parseFormatting("Hi *bold _both_* and ~gone~")).toEqual([
      { kind: "text", text: "Hi " },
      {
        kind: "bold",
        children: [
          { kind: "text", text: "bold " },
          { kind: "italic", children: [{ kind: "text", text: "both" }] },
        ],
      },
      { kind: "text", text: " and " },
      { kind: "strikethrough", children: [{ kind: "text", text: "gone" }] },
    ]);
  });
  it("does not format inside monospace", () => {
    expect(parseFormatting("```*x*```")).toEqual([
      { kind: "monospace", children: [{ kind: "text", text: "*x*" }] },
    ]);
  });
  it("leaves unmatched or spaced markers as text", () => {
    expect(parseFormatting("5 * 3 = 15")).toEqual([{ kind: "text", text: "5 * 3 = 15" }]);
    expect(parseFormatting("*open")).toEqual([{ kind: "text", text: "*open" }]);
    expect(parseFormatting("* spaced*")).toEqual([{ kind: "text", text: "* spaced*" }]);
  });
});
