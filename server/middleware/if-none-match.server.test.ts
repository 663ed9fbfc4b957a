import { describe, expect, it } from "vitest";
import { ifNoneMatchHits } from "./if-none-match.server";

describe("ifNoneMatchHits", () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ["", false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
  ])("%j → %j", (header, expected) => {
    expect(ifNoneMatchHits(header, etag)).toBe(expected);
  });
});
