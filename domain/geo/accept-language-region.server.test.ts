import { describe, expect, it } from "vitest";
import { acceptLanguageRegion } from "./accept-language-region.server";

describe("acceptLanguageRegion", () => {
  it.each([
    ["en-GB", "GB"],
    ["en-gb", "GB"],
    ["en_JM", "JM"],
    ["en-GB,en;q=0.9", "GB"],
    ["fr, en-GB;q=0.8", "GB"],
    ["en-US;q=0.5, pt-BR", "BR"],
    ["zh-Hant-TW", "TW"],
    ["en", null],
    ["*", null],
    ["es-419", null],
    ["en-GB;q=0", null],
    ["", null],
    [undefined, null],
    ["!!!, <script>", null],
  ])("%j → %j", (header, expected) => {
    expect(acceptLanguageRegion(header)).toBe(expected);
  });
});
