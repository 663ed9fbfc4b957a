import { describe, expect, it } from "vitest";
import { breakdownLabel, rankBreakdown } from "./breakdown-labels";

describe("breakdown labels", () => {
  it("names countries, referrers and devices for people", () => {
    expect(breakdownLabel("country", "GB")).toBe("United Kingdom");
    expect(breakdownLabel("country", "unknown")).toBe("Unknown");
    expect(breakdownLabel("referrer", "direct")).toBe("Direct");
    expect(breakdownLabel("device", "mobile")).toBe("Mobile");
  });

  it("ranks by count with shares, flags for countries, the tail summed", () => {
    const counts = new Map(Array.from({ length: 12 }, (_, i) => [`A${String.fromCharCode(65 + i)}`, 12 - i]));
    counts.set("GB", 100);
    const ranked = rankBreakdown("country", counts, 5);
    expect(ranked).toHaveLength(5);
    expect(ranked[0]).toMatchObject({
      value: "GB",
      label: "United Kingdom",
      flag: "/flags/gb.svg",
      count: 100,
    });
    expect(ranked[4]?.label).toBe("9 others");
    expect(ranked.reduce((s, r) => s + r.count, 0)).toBe(100 + 78);
    expect(ranked.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 10);
  });
});
