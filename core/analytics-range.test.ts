import { describe, expect, it } from "vitest";
import { bucketStarts, parseDateRange, rangeQuery } from "./analytics-range";

const NOW = new Date("2026-03-15T13:45:00Z");
const parse = (query: string) => parseDateRange(new URLSearchParams(query), NOW);

describe("parseDateRange", () => {
  it("defaults to the last 30 days, today included, by day", () => {
    const result = parse("");
    expect(result.ok).toBe(true);
    expect(result.range).toMatchObject({
      from: "2026-02-14",
      to: "2026-03-15",
      days: 30,
      preset: 30,
      bucket: "day",
    });
    expect(result.range.hours.from.toISOString()).toBe("2026-02-14T00:00:00.000Z");
    expect(result.range.hours.to.toISOString()).toBe("2026-03-15T23:00:00.000Z");
  });

  it("reads the presets 7, 30 and 90", () => {
    expect(parse("range=7").range).toMatchObject({ from: "2026-03-09", days: 7, preset: 7 });
    expect(parse("range=90").range).toMatchObject({ from: "2025-12-16", days: 90, preset: 90 });
  });

  it("reads a custom range with both days included; three days or fewer go by hour", () => {
    const result = parse("from=2026-03-01&to=2026-03-03");
    expect(result.ok).toBe(true);
    expect(result.range).toMatchObject({ days: 3, preset: null, bucket: "hour" });
    expect(bucketStarts(result.range)).toHaveLength(72);
    expect(parse("from=2026-03-01&to=2026-03-04").range.bucket).toBe("day");
    expect(bucketStarts(parse("from=2026-03-01&to=2026-03-04").range)).toHaveLength(4);
    expect(parse("from=2026-03-15&to=2026-03-15").range.days).toBe(1);
  });

  it.each([
    ["range=14", "Choose a range of 7, 30, 90 days", "range"],
    ["range=abc", "Choose a range", "range"],
    ["from=2026-03-01", "both a start and an end", "to"],
    ["to=2026-03-01", "both a start and an end", "from"],
    ["from=2026-02-30&to=2026-03-01", "real days", "from"],
    ["from=01/03/2026&to=2026-03-02", "real days", "from"],
    ["from=2026-03-01&to=2026-03-32", "real days", "to"],
    ["from=1999-12-31&to=2000-01-02", "real days", "from"],
    ["from=2026-03-05&to=2026-03-01", "on or before", "from"],
    ["from=2026-03-16&to=2026-03-20", "start date cannot be in the future", "from"],
    ["from=2024-01-01&to=2026-03-01", "at most 366 days", "from"],
  ])(
    "refuses %s with a message naming the field at fault, and falls back to the default",
    (query, message, field) => {
      const result = parse(query);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toContain(message);
        expect(result.field).toBe(field);
      }
      expect(result.range.preset).toBe(30);
    },
  );

  it("cuts a range that ends after today at today", () => {
    const result = parse("from=2026-03-10&to=2026-04-30");
    expect(result.ok).toBe(true);
    expect(result.range).toMatchObject({ from: "2026-03-10", to: "2026-03-15", days: 6, bucket: "day" });
    expect(result.range.hours.to.toISOString()).toBe("2026-03-15T23:00:00.000Z");
    expect(parse("from=2026-03-15&to=2026-03-16").range).toMatchObject({ to: "2026-03-15", days: 1 });
    // Only the days up to today count towards the 366-day bound.
    expect(parse("from=2025-03-15&to=2027-01-01").ok).toBe(true);
  });

  it("writes presets back as presets and custom ranges as dates", () => {
    expect(rangeQuery(parse("range=7").range)).toBe("range=7");
    expect(rangeQuery(parse("from=2026-03-01&to=2026-03-02").range)).toBe("from=2026-03-01&to=2026-03-02");
  });
});
