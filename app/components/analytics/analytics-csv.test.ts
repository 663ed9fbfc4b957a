import { describe, expect, it } from "vitest";
import { analyticsCsv, analyticsCsvFileName, csvField } from "./analytics-csv";

describe("analyticsCsv", () => {
  it("writes a header and one CRLF row per hour, dimension, value and traffic kind", () => {
    const hour = new Date("2026-03-01T13:00:00Z");
    expect(
      analyticsCsv([
        { hour, dimension: "total", value: "", isBot: false, count: 3 },
        { hour, dimension: "referrer", value: "direct", isBot: true, count: 1 },
      ]),
    ).toBe(
      "hour_utc,dimension,value,traffic,count\r\n2026-03-01T13:00:00Z,total,,human,3\r\n2026-03-01T13:00:00Z,referrer,direct,bot,1\r\n",
    );
  });

  it("quotes and defuses values", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@x")).toBe("'@x");
    expect(csvField("l.instagram.com")).toBe("l.instagram.com");
  });

  it("names the file after the code and range", () => {
    expect(analyticsCsvFileName("Shop_1", "2026-03-01", "2026-03-30")).toBe(
      "chatlink-Shop_1-2026-03-01-to-2026-03-30.csv",
    );
  });
});
