import { describe, expect, it } from "vitest";
import { shortcutStyle } from "./format-shortcuts";

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>,
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("shortcutStyle", () => {
  it("maps Ctrl/Cmd+B to bold and Ctrl/Cmd+I to italic, whatever the case", () => {
    expect(shortcutStyle(key("b", { ctrlKey: true }))).toBe("bold");
    expect(shortcutStyle(key("B", { metaKey: true }))).toBe("bold");
    expect(shortcutStyle(key("i", { metaKey: true }))).toBe("italic");
    expect(shortcutStyle(key("I", { ctrlKey: true }))).toBe("italic");
  });

  it("leaves typing and other shortcuts alone", () => {
    expect(shortcutStyle(key("b", {}))).toBeNull();
    expect(shortcutStyle(key("u", { ctrlKey: true }))).toBeNull();
    // AltGr is Ctrl+Alt on Windows and types characters.
    expect(shortcutStyle(key("b", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutStyle(key("i", { ctrlKey: true, shiftKey: true }))).toBeNull();
  });
});
