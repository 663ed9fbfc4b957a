import { describe, expect, it } from "vitest";
import { formatMessage } from "../lib/i18n/format-message";
import { GENERATOR_COPY } from "./generator";

describe("the too-long warning", () => {
  it("says how many characters to remove, singular and plural, with grouped digits", () => {
    expect(formatMessage("en", GENERATOR_COPY.tooLong, { excess: 1, limit: 1000 })).toBe(
      "Remove 1 character: messages can be at most 1,000 characters.",
    );
    expect(formatMessage("en", GENERATOR_COPY.tooLong, { excess: 1234, limit: 1000 })).toBe(
      "Remove 1,234 characters: messages can be at most 1,000 characters.",
    );
  });
});
