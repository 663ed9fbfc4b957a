import { describe, it } from "vitest";
import { defineApiSuite } from "./support/api-suite";
import { TEST_DATABASE_URL, warnIfPostgresSkipped } from "./support/databases";

// The same suite as api.pglite.test.ts, against PostgreSQL (CI sets TEST_DATABASE_URL).
if (TEST_DATABASE_URL) defineApiSuite("postgres");
else {
  warnIfPostgresSkipped();
  describe.skip("HTTP API and redirects on postgres (set TEST_DATABASE_URL)", () => {
    it("skipped: TEST_DATABASE_URL is not set", () => {});
  });
}
