import { defineConfig } from "vitest/config";

// Browser tests: one real server (built app, temporary data directory) shared by all files.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Two files at a time, each with its own Chromium, against the one server: every file
    // makes its own accounts and links, so none depends on another's order.
    maxWorkers: 2,
  },
});
