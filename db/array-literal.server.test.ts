import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { plainArrayLiteral, textArrayLiteral } from "./array-literal.server";

// node-postgres's own conversion of a JS array (what the batch writers sent before).
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as {
  prepareValue: (value: unknown) => string;
};

/** A small seeded generator, so a failure names the text that broke it. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = ['"', "\\", ",", "{", "}", " ", "NULL", "a", "é", "😀", "\n", "\t", "'", '\\"', ""];

describe("array literals", () => {
  it("write text exactly as node-postgres does, whatever the characters", () => {
    const random = seeded(20261127);
    for (let round = 0; round < 500; round++) {
      const values: Array<string | null> = [];
      const length = Math.floor(random() * 8);
      for (let i = 0; i < length; i++) {
        if (random() < 0.1) {
          values.push(null);
          continue;
        }
        let text = "";
        const pieces = Math.floor(random() * 6);
        for (let p = 0; p < pieces; p++) text += PIECES[Math.floor(random() * PIECES.length)];
        values.push(text);
      }
      expect(textArrayLiteral(values), JSON.stringify(values)).toBe(prepareValue(values));
    }
  });

  it("write numbers and booleans as node-postgres reads them, unquoted", () => {
    expect(plainArrayLiteral([])).toBe("{}");
    expect(plainArrayLiteral([1, 2_147_483_647, 1795800000])).toBe("{1,2147483647,1795800000}");
    expect(plainArrayLiteral([false, true])).toBe("{false,true}");
    expect(plainArrayLiteral([18446744073709551615n, 0n])).toBe("{18446744073709551615,0}");
  });
});
