import { describe, expect, it } from "vitest";
import { hoursSummary, teamCardVcard, vcardFileName } from "./team-card-vcard";

const HOURS = {
  timeZone: "Europe/London",
  weekly: {
    mon: [["09:00", "17:30"]],
    tue: [["09:00", "17:30"]],
    wed: [["09:00", "17:30"]],
    thu: [["09:00", "17:30"]],
    fri: [["09:00", "17:30"]],
    sat: [["10:00", "14:00"]],
  },
} as unknown as Parameters<typeof hoursSummary>[0];

describe("team card vCard", () => {
  it("is a 3.0 card naming the business, its link and its hours, with no TEL", () => {
    const card = teamCardVcard({
      businessName: "Rio, Café; & Co",
      url: "https://chat.example/rio",
      departments: [
        { name: "Sales", agents: [{ firstName: "Anna", hours: HOURS }] },
        { name: null, agents: [{ firstName: "Ben", hours: null }] },
      ],
    });
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card).toContain("FN:Rio\\, Café\\; & Co\r\n");
    expect(card).toContain("ORG:Rio\\, Café\\; & Co\r\n");
    expect(card).toContain("URL:https://chat.example/rio\r\n");
    expect(card).not.toMatch(/^TEL/m);
    const unfolded = card.replaceAll("\r\n ", "");
    expect(unfolded).toContain(
      "NOTE:Sales: Anna (Mon–Fri 09:00–17:30\\, Sat 10:00–14:00 (Europe/London))\\nTeam: Ben (open any time)",
    );
    for (const line of card.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("summarises hours: runs of equal days, gaps, none at all", () => {
    expect(hoursSummary(null)).toBe("open any time");
    expect(hoursSummary({ timeZone: "UTC", weekly: {} } as never)).toBe("no opening hours set");
    expect(
      hoursSummary({
        timeZone: "UTC",
        weekly: { mon: [["22:00", "02:00"]], wed: [["22:00", "02:00"]] },
      } as never),
    ).toBe("Mon 22:00–02:00, Wed 22:00–02:00 (UTC)");
  });

  it("gives a safe ASCII file name", () => {
    expect(vcardFileName("Café Rio")).toBe("cafe-rio.vcf");
    expect(vcardFileName('"../../etc"')).toBe("etc.vcf");
    expect(vcardFileName("日本")).toBe("contact.vcf");
  });
});
