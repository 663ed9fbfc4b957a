import { defineConfig } from "vitest/config";

/**
 * Tests that compare latencies or event-loop stalls measured side by side: they run on their
 * own afterwards (vitest.timing.config.ts), one file at a time, so another test file's work
 * on the same two cores is not what they measure.
 */
export const TIMING_TESTS = [
  "tests/integration/qr-under-load.test.ts",
  "domain/qr/qr-render-pool.server.test.ts",
  "tests/integration/pglite-slow-query.test.ts",
];

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "domain/**/*.test.ts",
      "db/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/*.test.ts",
    ],
    exclude: ["**/node_modules/**", ...TIMING_TESTS],
    // Builds the React Router app once if missing (the integration tests serve it).
    globalSetup: ["tests/integration/global-setup.ts"],
    // New passwords hashed at N = 2^10 (domain/accounts/password-hash.server.ts); child servers inherit it.
    env: { CHATLINK_TEST_CHEAP_PASSWORD_HASHES: "1" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most files wait on
    // sockets, child processes and the database, so two workers keep both cores busy.
    maxWorkers: 2,
  },
});
