import { describe, expect, it } from "vitest";
import { niceCeiling } from "./clicks-chart";

describe("niceCeiling", () => {
  it("rounds the scale up to 1, 2, 4, 6 or 8 × 10^k", () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 35, 99, 100, 101, 4500].map(niceCeiling)).toEqual([
      2, 2, 2, 4, 6, 8, 10, 10, 20, 40, 100, 100, 200, 6000,
    ]);
  });
});
