import { describe, expect, it } from "vitest";
import { loginPathFor, pathWithNext, safeNextPath } from "./safe-next-path";

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
  it("carries next between the log-in and sign-up pages, never an off-site one", () => {
    expect(pathWithNext("/signup", "/dashboard/links/7/qr")).toBe(
      "/signup?next=%2Fdashboard%2Flinks%2F7%2Fqr",
    );
    expect(pathWithNext("/signup", "")).toBe("/signup");
    expect(pathWithNext("/signup", "//evil.example")).toBe("/signup");
  });
});
