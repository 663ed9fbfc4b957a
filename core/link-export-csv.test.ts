import { describe, expect, it } from "vitest";
import { linkExportLine } from "./link-export-csv";

describe("linkExportLine", () => {
  it("writes a team link (no number of its own) with an empty phone, not a crash", () => {
    const createdAt = new Date("2026-11-24T10:00:00.000Z");
    expect(
      linkExportLine("https://chat.example", {
        code: "team1",
        phone: null,
        message: "Hi",
        createdAt,
        clicks: 3,
      }),
    ).toBe("team1,https://chat.example/team1,,Hi,2026-11-24T10:00:00.000Z,3");
    expect(
      linkExportLine("https://chat.example", {
        code: "one11",
        phone: "447911123456",
        message: null,
        createdAt,
        clicks: 0,
      }),
    ).toBe("one11,https://chat.example/one11,+44 7911123456,,2026-11-24T10:00:00.000Z,0");
  });
});

describe("linkExportLine on a custom domain", () => {
  it("writes the short URL on the link's own domain, not the site's", () => {
    const line = linkExportLine("https://chat.example", {
      code: "menu",
      phone: "447911123456",
      message: null,
      createdAt: new Date("2026-11-24T10:00:00.000Z"),
      clicks: 1,
      domain: "chat.shop.example",
    });
    expect(line.split(",")[1]).toBe("https://chat.shop.example/menu");
  });
});
