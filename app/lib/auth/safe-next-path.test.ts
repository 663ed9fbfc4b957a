import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginPathFor, pathWithNext, safeNextPath } from "./safe-next-path";

/** Where a browser showing a page of `origin` goes when told `Location: path`. */
const resolvedOn = (path: string, origin: string) => new URL(path, `${origin}/some/page?x=1`);

describe("safeNextPath", () => {
  it("keeps paths on this site", () => {
    expect(safeNextPath("/dashboard/settings?x=1#y")).toBe("/dashboard/settings?x=1#y");
    expect(safeNextPath("/dashboard/./links/../settings")).toBe("/dashboard/settings");
  });
  it("falls back for anything that could leave the site", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      // Only become `//evil.example` once dot segments, tabs or newlines are resolved away.
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2e//evil.example",
      "/./\\evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      " //evil.example",
      "",
      null,
    ])
      expect(safeNextPath(next), JSON.stringify(next)).toBe("/dashboard");
  });
  it("keeps encoded slashes and backslashes encoded: they are path text, not separators", () => {
    for (const next of ["/%2f%2fevil.example", "/%5c%5cevil.example", "/%2F/evil.example"]) {
      const safe = safeNextPath(next);
      expect(safe, next).toBe(next);
      expect(resolvedOn(safe, "https://chat.example").origin).toBe("https://chat.example");
    }
  });
  it("refuses a `next` longer than any page address", () => {
    expect(safeNextPath(`/${"a".repeat(5000)}`)).toBe("/dashboard");
  });

  it("for any text, answers the fallback or a path that a browser keeps on the same site", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "%",
      "\t",
      "\n",
      "\r",
      " ",
      "\u0000",
      "evil.example",
      "@",
      ":",
      "?",
      "#",
      "é",
      "\u3002",
      "\uff0f",
      "javascript:",
      "https:",
      "//",
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }).map((tail) => `/${tail}`),
    );
    fc.assert(
      fc.property(candidate, (next) => {
        const safe = safeNextPath(next, "FALLBACK");
        if (safe === "FALLBACK") return;
        for (const origin of ["https://chat.example", "http://localhost:3000"])
          expect(resolvedOn(safe, origin).origin, JSON.stringify(next)).toBe(origin);
        // Printable ASCII only: fit for a Location header as it is.
        expect(safe).toMatch(/^\/[\x21-\x7e]*$/);
        expect(safe.startsWith("//")).toBe(false);
        // Stable: the path it gives is one it would give again.
        expect(safeNextPath(safe, "FALLBACK")).toBe(safe);
      }),
      { numRuns: 5000 },
    );
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
    expect(pathWithNext("/signup", "/.//evil.example")).toBe("/signup");
  });
});
