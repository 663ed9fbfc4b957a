import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTable, MEASURED_PATHS, measureRoutes, type RouteSize } from "./check-bundle-size";

// A fresh production build in a git-ignored directory inside the project (the
// prerender step must resolve node_modules), never the build a running server uses.
const BUILD_DIR = join("tmp", `bundle-check-${process.pid}`);

let rows: RouteSize[] = [];

beforeAll(async () => {
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, BUILD_DIR, NODE_ENV: "production" },
    stdio: "ignore",
  });
  rows = await measureRoutes(join(BUILD_DIR, "client"));
  console.log(formatTable(rows));
}, 180_000);

afterAll(() => rmSync(BUILD_DIR, { recursive: true, force: true }));

describe("JavaScript budget per route (gzip)", () => {
  it("measures every page and an unknown path", () => {
    expect(rows.map((r) => r.path)).toEqual([...MEASURED_PATHS]);
    for (const row of rows.filter((r) => !r.withoutReact))
      expect(row.files.length, row.path).toBeGreaterThan(1);
  });

  it("sends the pages without the generator as HTML and one small script, without React (issue 23)", () => {
    const hydrated = rows.filter((r) => !r.withoutReact).map((r) => r.path);
    expect(hydrated).toEqual(["/", "/widget", "/widget-embed"]);
    for (const row of rows.filter((r) => r.withoutReact)) {
      expect(row.files, row.path).toEqual([]);
      expect(row.budgetBytes, row.path).toBe(40_000);
    }
  });

  it.each(MEASURED_PATHS)("%s is within its budget", (path) => {
    const row = rows.find((r) => r.path === path) as RouteSize;
    expect(row.gzipBytes, `${path}: ${row.gzipBytes} B over ${row.budgetBytes} B`).toBeLessThanOrEqual(
      row.budgetBytes,
    );
  });

  it("keeps the generator off the pages that do not show it", () => {
    for (const row of rows.filter((r) => r.path !== "/" && r.path !== "/widget-embed")) {
      expect(
        row.files.some((f) => f.includes("link-generator")),
        row.path,
      ).toBe(false);
    }
  });
});
