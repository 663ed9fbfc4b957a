import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#db/client.server";
import { databaseTmpDir } from "../support/fresh-data-dir";

/**
 * The integration tests serve the real React Router build. Build it once if it
 * is missing, then copy it aside: other work in this tree (`npm run build`, the
 * browser tests) may rebuild build/ mid-run, which empties it for a moment.
 * Also makes one migrated embedded database that tests copy (tests/support/fresh-data-dir.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // Suites for PostgreSQL and Redis skip themselves without these; in CI nothing may skip quietly.
  const missing = ["TEST_DATABASE_URL", "TEST_REDIS_URL"].filter((name) => !process.env[name]);
  if (process.env.CI && missing.length > 0)
    throw new Error(`CI must run the PostgreSQL and Redis suites: set ${missing.join(" and ")}.`);
  const source = join(process.cwd(), "build");
  if (!existsSync(join(source, "server", "index.js"))) {
    console.log("integration tests: no build/server/index.js, running `react-router build` once…");
    execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
  }
  // Inside the repository (tmp/ is git-ignored) so the build still resolves node_modules.
  mkdirSync(join(process.cwd(), "tmp"), { recursive: true });
  const copy = mkdtempSync(join(process.cwd(), "tmp", "it-build-"));
  cpSync(source, copy, { recursive: true });
  project.provide("buildDir", copy);
  const template = mkdtempSync(join(databaseTmpDir(), "chatlink-it-pglite-"));
  const database = await openDatabase({ dataDir: template, databaseUrl: undefined, log: () => {} });
  await database.close();
  project.provide("pgliteTemplate", join(template, "pglite"));
  return () => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
    /** A migrated PGlite directory, to be copied (never opened) by tests. */
    pgliteTemplate: string;
  }
}
