import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps paths on this site", () => {
    expect(safeNextPath("/dashboard/settings?x=1#y")).toBe("/dashboard/settings?x=1#y");
  });
  it("falls back for anything that could leave the site", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
    ])
      expect(safeNextPath(next), String(next)).toBe("/dashboard");
  });
  it("builds the log-in address for a page", () => {
    expect(loginPathFor("/dashboard/settings")).toBe("/login?next=%2Fdashboard%2Fsettings");
    expect(loginPathFor("/dashboard")).toBe("/login");
  });
});
