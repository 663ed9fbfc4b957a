import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPlausibleEmail, MAX_EMAIL_LENGTH } from "./email-address";

describe("isPlausibleEmail", () => {
  it.each([
    ["ana@example.com", true],
    ["a.b+tag@mail.example.co.uk", true],
    ["ana@localhost", false],
    ["@example.com", false],
    ["ana@", false],
    ["ana@.com", false],
    ["ana@example.", false],
    ["ana@@example.com", false],
    ["an a@example.com", false],
    ["ana@exa mple.com", false],
    [`${"a".repeat(MAX_EMAIL_LENGTH)}@example.com`, false],
  ])("%s → %s", (email, expected) => {
    expect(isPlausibleEmail(email)).toBe(expected);
  });

  it("agrees with the something@something.tld pattern it replaces", () => {
    const reference = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const piece = fc.string({ unit: fc.constantFrom("a", ".", "@", " ", "-", "é"), maxLength: 12 });
    fc.assert(
      fc.property(piece, (email) => {
        expect(isPlausibleEmail(email)).toBe(reference.test(email));
      }),
      { seed: 9, numRuns: 3000 },
    );
  });
});
