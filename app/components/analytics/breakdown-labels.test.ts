import { describe, expect, it } from "vitest";
import { ANALYTICS_LABELS as AR } from "../../content/ar/analytics-labels";
import { ANALYTICS_LABELS as PT } from "../../content/pt-br/analytics-labels";
import { breakdownLabel, rankBreakdown } from "./breakdown-labels";

const portuguese = { locale: "pt-BR", labels: PT } as const;
const arabic = { locale: "ar", labels: AR } as const;

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

  it("labels the stored overflow bucket 'Other', ranks it last, and folds the query's remainder into the tail", () => {
    expect(breakdownLabel("referrer", "(other)")).toBe("Other");
    const few = rankBreakdown(
      "referrer",
      new Map([
        ["(other)", 50],
        ["t.co", 3],
        ["direct", 7],
      ]),
    );
    expect(few.map((r) => r.label)).toEqual(["Direct", "t.co", "Other"]);

    // The query sent the top 10 values and summed 40 more (with the bucket) as the rest.
    const top = new Map(Array.from({ length: 10 }, (_, i) => [`h${i}.example`, 20 - i]));
    const ranked = rankBreakdown("referrer", top, 10, { count: 71, values: 41, includesOther: true });
    expect(ranked).toHaveLength(10);
    expect(ranked[9]).toMatchObject({ label: "Others", count: 11 + 71 });
    expect(ranked.reduce((s, r) => s + r.count, 0)).toBe(155 + 71);
    expect(ranked.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 10);

    const withoutBucket = rankBreakdown("referrer", top, 10, { count: 5, values: 5, includesOther: false });
    expect(withoutBucket[9]?.label).toBe("6 others");
  });

  it("speaks the page's language: countries by Intl, the other labels from its catalogue", () => {
    expect(breakdownLabel("country", "DE", portuguese)).toBe("Alemanha");
    expect(breakdownLabel("country", "EG", arabic)).toBe("مصر");
    expect(breakdownLabel("country", "unknown", portuguese)).toBe("Desconhecido");
    expect(breakdownLabel("referrer", "direct", portuguese)).toBe("Direto");
    expect(breakdownLabel("referrer", "(other)", arabic)).toBe("أخرى");
    expect(breakdownLabel("device", "mobile", portuguese)).toBe("Celular");
    expect(breakdownLabel("device", "smarttv", arabic)).toBe("تلفزيون ذكي");
    // A device type no catalogue names yet still reads as a word.
    expect(breakdownLabel("device", "fridge", portuguese)).toBe("Fridge");

    const top = new Map(Array.from({ length: 12 }, (_, i) => [`h${i}.example`, 20 - i]));
    const ranked = rankBreakdown("referrer", top, 5, undefined, portuguese);
    expect(ranked[4]?.label).toBe("8 outros");
    const bucket = rankBreakdown("referrer", top, 5, { count: 3, values: 2, includesOther: true }, arabic);
    expect(bucket[4]?.label).toBe("أخرى");
  });
});
