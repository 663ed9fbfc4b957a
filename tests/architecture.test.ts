import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Repo-relative targets of a file's relative imports, plus its bare package imports. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => (m[1] ?? m[2]) as string);
  const local: string[] = [];
  const packages: string[] = [];
  for (const s of specifiers) {
    if (s.startsWith(".")) local.push(relative(ROOT, resolve(ROOT, dirname(file), s)));
    else if (s.startsWith("~/")) local.push(join("app", s.slice(2)));
    else packages.push(s);
  }
  return { local, packages };
}

describe("layers", () => {
  /**
   * libphonenumber-js is allowed in core/ on purpose (docs/decisions/0090): reading a
   * phone number is a rule the browser and the server must apply alike, and its
   * numbering-plan metadata is data, not I/O. Only its metadata-free `core` entry
   * and an explicit metadata set, so each importer chooses what it ships (0091).
   */
  const CORE_PACKAGES = new Set([
    "zod",
    "libphonenumber-js/core",
    "libphonenumber-js/min/metadata",
    "libphonenumber-js/max/metadata",
  ]);

  it("core/ is pure: it imports only core/, zod and libphonenumber-js", () => {
    for (const file of sourceFiles("core").filter((f) => !f.endsWith(".test.ts"))) {
      const { local, packages } = importsOf(file);
      expect(
        local.filter((l) => !l.startsWith("core/")),
        file,
      ).toEqual([]);
      expect(
        packages.filter((p) => !CORE_PACKAGES.has(p)),
        file,
      ).toEqual([]);
    }
  });

  it("the full phone metadata (~39 KB gzip) reaches only the server: no browser module imports it", () => {
    const maxReaders = ["core/phone-number-max", "core/shorten-input", "core/stored-number"];
    for (const file of sourceFiles("app").filter(
      (f) => !/\.server\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    )) {
      const { local, packages } = importsOf(file);
      expect(
        local.filter((l) => maxReaders.includes(l)),
        file,
      ).toEqual([]);
      expect(
        packages.filter((p) => p.startsWith("libphonenumber-js/max")),
        file,
      ).toEqual([]);
    }
  });

  it("app/ reaches server/ and db/ only from *.server.ts modules", () => {
    for (const file of sourceFiles("app").filter(
      (f) => !/\.server\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    )) {
      const { local, packages } = importsOf(file);
      // Route modules may import *.server helpers for their loader, action and headers: React Router
      // strips those from the browser bundle (and its build fails if anything else uses them).
      const isRoute = file.startsWith("app/routes/");
      const serverSide = local.filter(
        (l) => l.startsWith("server/") || l.startsWith("db/") || (!isRoute && /\.server$/.test(l)),
      );
      expect(serverSide, file).toEqual([]);
      expect(
        packages.filter((p) => /^(pg|@electric-sql\/pglite|drizzle-orm|ioredis|maxmind|hono)/.test(p)),
        file,
      ).toEqual([]);
    }
  });

  it("core/ and app/ never import the server", () => {
    for (const file of sourceFiles("core")) {
      expect(
        importsOf(file).local.some((l) => l.startsWith("server/")),
        file,
      ).toBe(false);
    }
  });
});
