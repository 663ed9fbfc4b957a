import { describe, expect, it } from "vitest";
import { fillMessage, hasMessageVariables, isRefWord, smoothWeightedCycle } from "./team-link";

describe("smoothWeightedCycle", () => {
  it("gives each agent exactly its weight's turns per cycle", () => {
    const cycle = smoothWeightedCycle([5, 3, 1]);
    expect(cycle).toHaveLength(9);
    expect(cycle.filter((i) => i === 0)).toHaveLength(5);
    expect(cycle.filter((i) => i === 1)).toHaveLength(3);
    expect(cycle.filter((i) => i === 2)).toHaveLength(1);
  });

  it("interleaves rather than bunching: 5:1:1 is a a b a c a a", () => {
    expect(smoothWeightedCycle([5, 1, 1])).toEqual([0, 0, 1, 0, 2, 0, 0]);
  });

  it("is plain round robin for equal weights", () => {
    expect(smoothWeightedCycle([1, 1, 1])).toEqual([0, 1, 2]);
    expect(smoothWeightedCycle([4, 4])).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it("never gives an agent more than ceil(w/total·k)+1 of any k consecutive turns, across cycles", () => {
    for (const weights of [
      [5, 3, 1],
      [100, 1],
      [7, 7, 2, 1],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    ]) {
      const total = weights.reduce((s, w) => s + w, 0);
      const cycle = smoothWeightedCycle(weights);
      const turns = [...cycle, ...cycle]; // windows that wrap into the next cycle too
      for (const k of [1, 2, 3, 5, 8, 13, Math.ceil(total / 2), total]) {
        for (let start = 0; start < cycle.length; start++) {
          const counts = new Array(weights.length).fill(0) as number[];
          for (const i of turns.slice(start, start + k)) counts[i] = (counts[i] as number) + 1;
          weights.forEach((w, i) => {
            expect(counts[i], `weights ${weights} agent ${i} k ${k}`).toBeLessThanOrEqual(
              Math.ceil((w / total) * k) + 1,
            );
          });
        }
      }
    }
  });

  it("stays within 2,000 turns for the largest team", () => {
    expect(smoothWeightedCycle(new Array(20).fill(100))).toHaveLength(2000);
  });
});

describe("fillMessage", () => {
  it("fills every variable, any number of times", () => {
    expect(
      fillMessage("Hi {agent}, {department} ({ref}) — {agent}", {
        agent: "Ana",
        department: "Sales",
        ref: "qr",
      }),
    ).toBe("Hi Ana, Sales (qr) — Ana");
  });

  it("leaves nothing for a missing value and keeps other braces", () => {
    expect(fillMessage("Hi {agent}{ref} {name} {", { agent: "Ana" })).toBe("Hi Ana {name} {");
    expect(fillMessage("No variables", { agent: "Ana" })).toBe("No variables");
  });

  it("inserts values as text: no replacement patterns, no second filling", () => {
    expect(fillMessage("Hi {agent}", { agent: "$& $' $`" })).toBe("Hi $& $' $`");
    expect(fillMessage("{agent} / {ref}", { agent: "{ref}", ref: "x" })).toBe("{ref} / x");
  });

  it("says whether a message holds a variable", () => {
    expect(hasMessageVariables("Hi {agent}")).toBe(true);
    expect(hasMessageVariables("Hi {name}")).toBe(false);
    expect(hasMessageVariables(null)).toBe(false);
  });
});

describe("isRefWord", () => {
  it("takes 1–40 letters, digits, _ - . :", () => {
    for (const word of ["qr", "flyer-2026", "a.b:c_d", "A", "x".repeat(40)])
      expect(isRefWord(word)).toBe(true);
  });

  it("refuses anything else, so a ref can add nothing to the wa.me address", () => {
    for (const word of ["", "x".repeat(41), "a&text=x", "a b", "a/b", "a?b", "é", "a%26b", "a+b", "{ref}"])
      expect(isRefWord(word), word).toBe(false);
  });
});
