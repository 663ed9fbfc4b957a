import { describe, expect, it } from "vitest";
import { openingHoursSchema } from "#core/opening-hours";
import { defaultDraft, draftOf, hoursOf, isNeverOpen, rangeEnd, sameAsMonday } from "./hours-draft";

describe("the hours editor's draft", () => {
  it("starts at Mon–Fri 09:00–17:00 and posts what the API takes", () => {
    const hours = hoursOf(defaultDraft("Europe/Lisbon"));
    expect(hours.weekly.mon).toEqual([["09:00", "17:00"]]);
    expect(hours.weekly.sat).toEqual([]);
    expect(hours).not.toHaveProperty("closedDates");
    expect(openingHoursSchema.safeParse(hours).success).toBe(true);
  });

  it("round-trips stored hours, dropping blank and repeated closed dates", () => {
    const stored = { timeZone: "UTC", weekly: { tue: [["22:00", "02:00"] as [string, string]] } };
    const draft = draftOf(stored);
    draft.closedDates = ["2026-12-25", "", "2026-01-01", "2026-12-25"];
    expect(hoursOf(draft)).toEqual({
      timeZone: "UTC",
      weekly: { mon: [], tue: [["22:00", "02:00"]], wed: [], thu: [], fri: [], sat: [], sun: [] },
      closedDates: ["2026-01-01", "2026-12-25"],
    });
  });

  it("copies Monday to the other weekdays, not the weekend", () => {
    const draft = defaultDraft("UTC");
    draft.week.mon = [
      { from: "08:00", to: "12:00" },
      { from: "13:00", to: "18:00" },
    ];
    draft.week.sat = [{ from: "10:00", to: "14:00" }];
    const copied = sameAsMonday(draft);
    expect(copied.week.fri).toEqual(draft.week.mon);
    expect(copied.week.sat).toEqual([{ from: "10:00", to: "14:00" }]);
  });

  it("says when a range ends the next day, and when a draft never opens", () => {
    expect(rangeEnd("22:00", "02:00")).toBe("next_day");
    expect(rangeEnd("18:00", "00:00")).toBe("midnight");
    expect(rangeEnd("09:00", "17:00")).toBe("same_day");
    const closed = defaultDraft("UTC");
    for (const day of Object.keys(closed.week) as Array<keyof typeof closed.week>) closed.week[day] = [];
    expect(isNeverOpen(closed)).toBe(true);
  });
});
