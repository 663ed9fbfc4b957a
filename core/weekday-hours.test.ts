import { describe, expect, it } from "vitest";
import { weekdayHours } from "./weekday-hours";

describe("weekdayHours", () => {
  it("puts a UTC hour on the local weekday and hour of the zone", () => {
    // 2026-11-23 is a Monday; 23:00 UTC is Tuesday 08:00 in Tokyo and Monday 18:00 in New York.
    const points = [{ hour: new Date("2026-11-23T23:00:00Z"), count: 5 }];
    expect(weekdayHours(points, "Asia/Tokyo")[1]?.[8]).toBe(5);
    expect(weekdayHours(points, "America/New_York")[0]?.[18]).toBe(5);
    expect(weekdayHours(points, "UTC")[0]?.[23]).toBe(5);
  });

  it("follows daylight saving: the same UTC hour is an hour later in summer in Berlin", () => {
    const winter = weekdayHours([{ hour: new Date("2026-01-05T09:00:00Z"), count: 1 }], "Europe/Berlin");
    const summer = weekdayHours([{ hour: new Date("2026-07-06T09:00:00Z"), count: 1 }], "Europe/Berlin");
    expect(winter[0]?.[10]).toBe(1);
    expect(summer[0]?.[11]).toBe(1);
  });

  it("half-hour zones: the UTC hour counts in the local hour it starts in; sums are kept", () => {
    const grid = weekdayHours(
      [
        { hour: new Date("2026-11-23T10:00:00Z"), count: 2 },
        { hour: new Date("2026-11-30T10:00:00Z"), count: 3 },
      ],
      "Asia/Kolkata",
    );
    expect(grid[0]?.[15]).toBe(5);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(5);
  });
});
