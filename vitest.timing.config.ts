import { defineConfig } from "vitest/config";
import { TIMING_TESTS } from "./vitest.config";

// The latency comparisons, one file at a time after the rest (see TIMING_TESTS in vitest.config.ts).
export default defineConfig({
  test: {
    include: TIMING_TESTS,
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    // The server under test renders as `npm run serve` does: React's production build. Its
    // development build (Vitest's default NODE_ENV=test) takes ~2× the thread per page, a
    // load production never sees, and its bursts decided the comparison on a slow machine.
    env: { NODE_ENV: "production" },
  },
});
