import { defineApiSuite } from "./support/api-suite";
import { cannotRun } from "./support/cannot-run";
import { TEST_DATABASE_URL } from "./support/databases";

// The same suite as api.pglite.test.ts, against PostgreSQL (CI sets TEST_DATABASE_URL).
if (TEST_DATABASE_URL) defineApiSuite("postgres");
else cannotRun("HTTP API and redirects on PostgreSQL", "TEST_DATABASE_URL is not set");
