import { describe, expect, it } from "vitest";
import { openingWords, opensSentence, zonePlace } from "./opening-time";

// Wednesday 2026-11-25 12:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 12, 0);

describe("opening time in words", () => {
  it("says today, tomorrow, a weekday, or a date beyond a week, in the zone given", () => {
    expect(openingWords(Date.UTC(2026, 10, 25, 17, 0), NOW, "UTC")).toBe("today 17:00");
    expect(openingWords(Date.UTC(2026, 10, 26, 9, 0), NOW, "UTC")).toBe("tomorrow 09:00");
    expect(openingWords(Date.UTC(2026, 10, 30, 9, 0), NOW, "UTC")).toBe("Monday 09:00");
    expect(openingWords(Date.UTC(2026, 11, 7, 9, 0), NOW, "UTC")).toBe("Monday 7 December 09:00");
  });

  it("counts days in that zone: 23:30 UTC is already tomorrow in Tokyo", () => {
    const at = Date.UTC(2026, 10, 25, 23, 30);
    expect(openingWords(at, NOW, "UTC")).toBe("today 23:30");
    expect(openingWords(at, NOW, "Asia/Tokyo")).toBe("tomorrow 08:30");
  });

  it("names the zone's place on the server, and the visitor's own time in the browser", () => {
    const at = Date.UTC(2026, 10, 30, 9, 0);
    expect(opensSentence(at, NOW, "Europe/London")).toBe("Opens Monday 09:00 London time");
    expect(opensSentence(at, NOW)).toMatch(/^Opens .+ your time$/);
    expect(zonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});
