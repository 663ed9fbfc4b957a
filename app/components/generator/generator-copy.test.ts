import { describe, expect, it } from "vitest";
import { tooLongWarning } from "./generator-copy";

describe("tooLongWarning", () => {
  it("says how many characters to remove, singular and plural", () => {
    expect(tooLongWarning(1, 1000)).toBe("Remove 1 character: messages can be at most 1,000 characters.");
    expect(tooLongWarning(1234, 1000)).toBe(
      "Remove 1,234 characters: messages can be at most 1,000 characters.",
    );
  });
});
