import { describe, expect, it } from "vitest";
import { analyticsCsv, analyticsCsvFileName } from "./analytics-csv";
import { csvField } from "./csv-cell";

describe("analyticsCsv", () => {
  it("writes a header and one CRLF row per hour, dimension, value and traffic kind", () => {
    const bucket = new Date("2026-03-01T13:00:00Z");
    expect(
      analyticsCsv(
        [
          { bucket, dimension: "total", value: "", isBot: false, count: 3 },
          { bucket, dimension: "referrer", value: "direct", isBot: true, count: 1 },
        ],
        "hour",
      ),
    ).toBe(
      "period_start_utc,period,dimension,value,traffic,count\r\n" +
        "2026-03-01T13:00:00Z,hour,total,,human,3\r\n2026-03-01T13:00:00Z,hour,referrer,direct,bot,1\r\n",
    );
  });

  it("writes days as plain dates", () => {
    const bucket = new Date("2026-03-01T00:00:00Z");
    expect(analyticsCsv([{ bucket, dimension: "country", value: "GB", isBot: false, count: 9 }], "day")).toBe(
      "period_start_utc,period,dimension,value,traffic,count\r\n2026-03-01,day,country,GB,human,9\r\n",
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
