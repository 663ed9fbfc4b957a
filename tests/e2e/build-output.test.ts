import { describe, expect, inject, it } from "vitest";

// The build the browser tests run on (tests/e2e/global-setup.ts); a warning that prints on every
// build hides the one that matters (docs/decisions/0127, 0138).
const output = inject("buildOutput");

describe.skipIf(output === null)("the production build (skipped with E2E_SKIP_BUILD=1)", () => {
  it("prints no deprecation, future-flag or other warning", () => {
    const lines = (output ?? "").split("\n");
    const warnings = lines.filter((line) => /deprecat|future flag|warn/i.test(line));
    expect(warnings).toEqual([]);
    // It did build: the client and server bundles are named in the same output.
    expect(output).toMatch(/built in/);
  });
});
