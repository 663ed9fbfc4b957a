import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAYS,
  nextOpening,
  type OpeningHours,
  openingHoursSchema,
  openStateAt,
  wallClockAt,
  zonedWallTimeToInstant,
} from "./opening-hours";

const hours = (input: unknown): OpeningHours => openingHoursSchema.parse(input);
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
/** "open until 2026-01-14T17:30Z": the state at `when` and the instant it holds until. */
const state = (h: OpeningHours | null, when: string) => {
  const { open, until } = openStateAt(h, at(when));
  const end = until % 60_000 === 0 ? `${iso(until).slice(0, 16)}Z` : iso(until);
  return `${open ? "open" : "closed"} until ${end}`;
};
const weekdays = (ranges: [string, string][]) => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
});
const everyDay = (ranges: [string, string][]) => ({ ...weekdays(ranges), sat: ranges, sun: ranges });

describe("openStateAt", () => {
  const london = hours({ timeZone: "Europe/London", weekly: weekdays([["09:00", "17:30"]]) });

  it("follows London's clock in winter and in summer time", () => {
    expect(state(london, "2026-01-14T09:00:00Z")).toBe("open until 2026-01-14T17:30Z");
    expect(state(london, "2026-07-15T08:30:00Z")).toBe("open until 2026-07-15T16:30Z");
    expect(state(london, "2026-07-15T16:45:00Z")).toBe("closed until 2026-07-16T08:00Z");
  });

  it("when closed on Friday evening, the answer holds until Monday's opening", () => {
    expect(state(london, "2026-01-16T18:00:00Z")).toBe("closed until 2026-01-19T09:00Z");
    expect(nextOpening(london, at("2026-01-17T12:00:00Z"))).toBe(at("2026-01-19T09:00:00Z"));
    expect(nextOpening(london, at("2026-01-19T10:00:00Z"))).toBe(at("2026-01-19T10:00:00Z"));
  });

  it("opens at 08:00 in São Paulo (UTC−3) and at 09:00 in Kolkata (UTC+5:30)", () => {
    const saoPaulo = hours({ timeZone: "America/Sao_Paulo", weekly: weekdays([["08:00", "18:00"]]) });
    expect(state(saoPaulo, "2026-06-10T10:59:00Z")).toBe("closed until 2026-06-10T11:00Z");
    expect(state(saoPaulo, "2026-06-10T11:00:00Z")).toBe("open until 2026-06-10T21:00Z");
    const kolkata = hours({ timeZone: "Asia/Kolkata", weekly: weekdays([["09:00", "18:00"]]) });
    expect(state(kolkata, "2026-06-10T03:29:00Z")).toBe("closed until 2026-06-10T03:30Z");
    expect(state(kolkata, "2026-06-10T12:29:59Z")).toBe("open until 2026-06-10T12:30Z");
  });

  it("keeps 09:00–17:00 on the Sundays New York's clocks change", () => {
    const newYork = hours({ timeZone: "America/New_York", weekly: { sun: [["09:00", "17:00"]] } });
    // Spring forward (8 March 2026): the day is an hour short, the shop still opens at 09:00 EDT.
    expect(state(newYork, "2026-03-08T12:59:00Z")).toBe("closed until 2026-03-08T13:00Z");
    expect(state(newYork, "2026-03-08T13:00:00Z")).toBe("open until 2026-03-08T21:00Z");
    // Fall back (1 November 2026): 09:00 EST.
    expect(state(newYork, "2026-11-01T13:30:00Z")).toBe("closed until 2026-11-01T14:00Z");
    expect(state(newYork, "2026-11-01T14:00:00Z")).toBe("open until 2026-11-01T22:00Z");
  });

  it("a range starting in the skipped hour opens when the clocks jump; one in the repeated hour opens the first time", () => {
    const skipped = hours({ timeZone: "America/New_York", weekly: { sun: [["02:30", "04:00"]] } });
    expect(state(skipped, "2026-03-08T06:59:00Z")).toBe("closed until 2026-03-08T07:00Z");
    expect(state(skipped, "2026-03-08T07:00:00Z")).toBe("open until 2026-03-08T08:00Z");
    const repeated = hours({ timeZone: "America/New_York", weekly: { sun: [["01:30", "03:00"]] } });
    expect(state(repeated, "2026-11-01T05:30:00Z")).toBe("open until 2026-11-01T08:00Z");
    // Closing at 02:00 and reopening at 03:00 on a night 02:00–03:00 does not exist: no closed moment.
    const joined = hours({
      timeZone: "America/New_York",
      weekly: {
        sun: [
          ["00:00", "02:00"],
          ["03:00", "05:00"],
        ],
      },
    });
    expect(state(joined, "2026-03-08T06:00:00Z")).toBe("open until 2026-03-08T09:00Z");
  });

  it("follows Lord Howe Island's half-hour daylight saving", () => {
    const lordHowe = hours({ timeZone: "Australia/Lord_Howe", weekly: everyDay([["09:00", "17:00"]]) });
    // UTC+11 until 02:00 on Sunday 5 April 2026, then UTC+10:30.
    expect(state(lordHowe, "2026-04-03T22:00:00Z")).toBe("open until 2026-04-04T06:00Z");
    expect(state(lordHowe, "2026-04-04T22:00:00Z")).toBe("closed until 2026-04-04T22:30Z");
    expect(state(lordHowe, "2026-04-05T06:15:00Z")).toBe("open until 2026-04-05T06:30Z");
  });

  it("a Friday range 22:00–02:00 is open at 01:00 on Saturday and closed at 02:30", () => {
    const late = hours({ timeZone: "Europe/London", weekly: { fri: [["22:00", "02:00"]] } });
    expect(state(late, "2026-01-16T21:59:00Z")).toBe("closed until 2026-01-16T22:00Z");
    expect(state(late, "2026-01-17T01:00:00Z")).toBe("open until 2026-01-17T02:00Z");
    expect(state(late, "2026-01-17T02:30:00Z")).toBe("closed until 2026-01-23T22:00Z");
  });

  it("closes for lunch and merges overlapping ranges", () => {
    const lunch = hours({
      timeZone: "Europe/London",
      weekly: {
        mon: [
          ["13:30", "17:00"],
          ["09:00", "12:30"],
        ],
        tue: [
          ["09:00", "12:00"],
          ["11:00", "14:00"],
        ],
      },
    });
    expect(state(lunch, "2026-01-12T10:00:00Z")).toBe("open until 2026-01-12T12:30Z");
    expect(state(lunch, "2026-01-12T12:45:00Z")).toBe("closed until 2026-01-12T13:30Z");
    expect(state(lunch, "2026-01-13T09:30:00Z")).toBe("open until 2026-01-13T14:00Z");
  });

  it("stays closed on a closed date, but a range from the evening before still runs past midnight", () => {
    const christmas = hours({
      timeZone: "Europe/London",
      weekly: { ...weekdays([["09:00", "17:00"]]), thu: [["22:00", "02:00"]] },
      closedDates: ["2026-12-25"],
    });
    expect(state(christmas, "2026-12-24T23:00:00Z")).toBe("open until 2026-12-25T02:00Z");
    expect(state(christmas, "2026-12-25T01:00:00Z")).toBe("open until 2026-12-25T02:00Z");
    expect(state(christmas, "2026-12-25T10:00:00Z")).toBe("closed until 2026-12-28T09:00Z");
    const eveClosed = hours({ ...christmas, closedDates: ["2026-12-24"] });
    expect(state(eveClosed, "2026-12-25T01:00:00Z")).toBe("closed until 2026-12-25T09:00Z");
  });

  it("null hours are always open; hours with no range never open", () => {
    expect(openStateAt(null, at("2026-01-01T00:00:00Z"))).toEqual({ open: true, until: Infinity });
    expect(nextOpening(null, 5)).toBe(5);
    const never = hours({ timeZone: "Europe/London", weekly: { mon: [], sat: [] } });
    expect(openStateAt(never, at("2026-01-12T10:00:00Z"))).toEqual({ open: false, until: Infinity });
    expect(nextOpening(never, at("2026-01-12T10:00:00Z"))).toBeNull();
  });

  it("open all week: the answer holds at least a week, and is still right then", () => {
    const always = hours({ timeZone: "Europe/London", weekly: everyDay([["00:00", "24:00"]]) });
    const now = at("2026-03-25T12:00:00Z");
    const { open, until } = openStateAt(always, now);
    expect(open).toBe(true);
    expect(until).toBeGreaterThanOrEqual(now + 7 * 86_400_000);
    expect(openStateAt(always, until).open).toBe(true);
  });

  it("nextOpening gives up beyond 14 days", () => {
    const mondays = hours({
      timeZone: "Europe/London",
      weekly: { mon: [["09:00", "17:00"]] },
      closedDates: ["2026-01-19", "2026-01-26"],
    });
    expect(nextOpening(mondays, at("2026-01-13T10:00:00Z"))).toBeNull();
    expect(nextOpening(mondays, at("2026-01-20T10:00:00Z"))).toBe(at("2026-02-02T09:00:00Z"));
  });
});

describe("zone helpers", () => {
  it("converts wall times around clock changes", () => {
    expect(iso(zonedWallTimeToInstant("America/New_York", 2026, 3, 8, 2, 30))).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    expect(iso(zonedWallTimeToInstant("America/New_York", 2026, 11, 1, 1, 30))).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(iso(zonedWallTimeToInstant("Australia/Lord_Howe", 2026, 10, 4, 2, 15))).toBe(
      "2026-10-03T15:30:00.000Z",
    );
    expect(iso(zonedWallTimeToInstant("Asia/Kolkata", 2026, 1, 1, 24, 0))).toBe("2026-01-01T18:30:00.000Z");
  });

  it("reads the local weekday, date and minutes", () => {
    expect(wallClockAt("Europe/London", at("2026-07-15T23:30:00Z"))).toEqual({
      weekday: "thu",
      date: "2026-07-16",
      minutes: 30,
    });
    expect(wallClockAt("America/Sao_Paulo", at("2026-07-16T01:15:00Z"))).toEqual({
      weekday: "wed",
      date: "2026-07-15",
      minutes: 22 * 60 + 15,
    });
  });
});

describe("openingHoursSchema", () => {
  const base = { timeZone: "Europe/London", weekly: { mon: [["09:00", "17:00"]] } };
  const message = (input: unknown) => {
    const result = openingHoursSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("accepts ranges past midnight, a 24:00 end, and spells the zone the engine's way", () => {
    const parsed = hours({
      timeZone: "europe/london",
      weekly: { fri: [["22:00", "02:00"]], sat: [["00:00", "24:00"]] },
      closedDates: ["2028-02-29"],
    });
    expect(parsed.timeZone).toBe("Europe/London");
  });

  it.each([
    ["an unknown zone", { ...base, timeZone: "Mars/Olympus" }, "Choose a time zone"],
    ["a very long zone", { ...base, timeZone: "Europe/".padEnd(65, "x") }, "Choose a time zone"],
    ["25:00", { ...base, weekly: { mon: [["09:00", "25:00"]] } }, "Times are HH:MM, 24-hour"],
    ["9:00", { ...base, weekly: { mon: [["9:00", "17:00"]] } }, "Times are HH:MM, 24-hour"],
    ["opening at 24:00", { ...base, weekly: { mon: [["24:00", "02:00"]] } }, "24:00 is only a closing time"],
    ["opening and closing at once", { ...base, weekly: { mon: [["09:00", "09:00"]] } }, "different times"],
    [
      "a range of three times",
      { ...base, weekly: { mon: [["09:00", "12:00", "17:00"]] } },
      "[opening, closing]",
    ],
    ["7 ranges in a day", { ...base, weekly: { mon: Array(7).fill(["09:00", "10:00"]) } }, "At most 6"],
    ["30 February", { ...base, closedDates: ["2026-02-30"] }, "real days written as YYYY-MM-DD"],
    ["367 closed dates", { ...base, closedDates: Array(367).fill("2026-12-25") }, "At most 366 closed dates"],
    ["no weekly hours", { timeZone: "Europe/London" }, "Weekly hours list ranges by day"],
    ["an unknown day", { ...base, weekly: { funday: [] } }, "Days are mon, tue"],
  ])("refuses %s", (_name, input, expected) => {
    expect(message(input)).toContain(expected);
  });
});

/** An independent reading: every range starting on a nearby local day, each converted on its own. */
function openByRanges(h: OpeningHours, now: number): boolean {
  const [y, m, d] = wallClockAt(h.timeZone, now).date.split("-").map(Number) as [number, number, number];
  for (let k = -2; k <= 1; k++) {
    const day = new Date(Date.UTC(y, m - 1, d + k));
    if (h.closedDates?.includes(day.toISOString().slice(0, 10))) continue;
    const name = DAYS[(day.getUTCDay() + 6) % 7] ?? "mon";
    for (const [start, end] of h.weekly[name] ?? []) {
      const [sh, sm] = start.split(":").map(Number) as [number, number];
      const [eh, em] = end.split(":").map(Number) as [number, number];
      const nextDay = eh * 60 + em <= sh * 60 + sm ? 1 : 0;
      const dy = day.getUTCFullYear();
      const dm = day.getUTCMonth() + 1;
      const dd = day.getUTCDate();
      const from = zonedWallTimeToInstant(h.timeZone, dy, dm, dd, sh, sm);
      const to = zonedWallTimeToInstant(h.timeZone, dy, dm, dd + nextDay, eh, em);
      if (from <= now && now < to) return true;
    }
  }
  return false;
}

describe("openStateAt, for random weekly hours", () => {
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  // Minutes around 01:00–03:00 often, where clocks change.
  const minute = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 50, max: 190 }));
  const range = fc
    .tuple(minute, fc.oneof(minute, fc.constant(1440)))
    .filter(([start, end]) => start !== end)
    .map(([start, end]): [string, string] => [time(start), time(end)]);
  const zone = fc.constantFrom(
    "Europe/London",
    "America/New_York",
    "America/Sao_Paulo",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
    "Europe/Dublin",
  );
  // Instants near 2026's clock changes, and anywhere in 2026–2027.
  const changes = ["2026-03-08T07:00Z", "2026-03-29T01:00Z", "2026-04-04T15:00Z", "2026-10-25T01:00Z"];
  const instant = fc.oneof(
    fc
      .tuple(fc.constantFrom(...changes.map(Date.parse)), fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }))
      .map(([change, seconds]) => change + seconds * 1000),
    fc.integer({ min: at("2026-01-01T00:00:00Z"), max: at("2027-12-31T00:00:00Z") }),
  );
  const weekly = fc.record(Object.fromEntries(DAYS.map((day) => [day, fc.array(range, { maxLength: 3 })])), {
    requiredKeys: [],
  });

  it("holds its answer until `until` and changes there", () => {
    fc.assert(
      fc.property(
        zone,
        weekly,
        instant,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        fc.integer({ min: -3, max: 10 }),
        (timeZone, week, now, fractions, closedIn) => {
          const closedDay = new Date(now + closedIn * 86_400_000).toISOString().slice(0, 10);
          const h = hours({ timeZone, weekly: week, closedDates: [closedDay] });
          const { open, until } = openStateAt(h, now);
          expect(open).toBe(openByRanges(h, now));
          expect(until).toBeGreaterThan(now);
          const end = Number.isFinite(until) ? until : now + 10 * 86_400_000;
          for (const fraction of [...fractions, 1]) {
            const sample = Math.min(end - 1, now + Math.floor(fraction * (end - now)));
            expect(openByRanges(h, sample)).toBe(open);
          }
          // It may stop looking after a week; before that, `until` is a real change.
          if (Number.isFinite(until) && until - now < 7 * 86_400_000)
            expect(openByRanges(h, until)).toBe(!open);
        },
      ),
      { numRuns: 300 },
    );
  });
});
