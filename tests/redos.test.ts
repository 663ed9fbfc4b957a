import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every regular expression in the source is checked for catastrophic backtracking
 * (exponential or polynomial) with recheck, which proves it on the pattern's
 * automaton or, for lookarounds, fuzzes it. Checking all of them is simpler and
 * safer than deciding which ones see outside input: a pattern that is safe today
 * gets applied to a request tomorrow. A pattern built at run time (`new RegExp`)
 * cannot be checked here, so there must be none.
 */
const ROOT = resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["core", "domain", "server", "app", "db", "scripts"];

/**
 * Patterns that only ever read files of our own at build time, never a request,
 * an upload, the database or configuration: path → the reason.
 */
const BUILD_TIME_ONLY: Record<string, string> = {
  "scripts/generate-country-codes.ts":
    "reads libphonenumber-js's own metadata when the country table is regenerated",
};

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => relative(ROOT, join(e.parentPath, e.name))),
  );
}

function scan(files: string[]): { patterns: Pattern[]; dynamic: string[] } {
  const patterns: Pattern[] = [];
  const dynamic: string[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(
      file,
      readFileSync(join(ROOT, file), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const slash = node.text.lastIndexOf("/");
        patterns.push({
          where: where(node),
          source: node.text.slice(1, slash),
          flags: node.text.slice(slash + 1),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "RegExp"
      ) {
        dynamic.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { patterns, dynamic };
}

describe("regular expressions", () => {
  const files = sourceFiles();
  const { patterns, dynamic } = scan(files);

  it("finds the patterns it is meant to check", () => {
    // A scanner that found nothing would pass vacuously.
    expect(files.length).toBeGreaterThan(100);
    expect(patterns.length).toBeGreaterThan(50);
    expect(patterns.some((p) => p.where.startsWith("core/text.ts"))).toBe(true);
  });

  it("none can backtrack catastrophically", { timeout: 120_000 }, () => {
    const unsafe = patterns
      .filter((p) => !((p.where.split(":")[0] as string) in BUILD_TIME_ONLY))
      .map((p) => ({ ...p, result: checkSync(p.source, p.flags, { timeout: 10_000 }) }))
      .filter((p) => p.result.status !== "safe")
      .map((p) => {
        const attack =
          p.result.status === "vulnerable"
            ? ` (${p.result.complexity.type}, e.g. ${p.result.attack.pattern})`
            : "";
        return `${p.where} /${p.source}/${p.flags}: ${p.result.status}${attack}`;
      });
    expect(unsafe).toEqual([]);
  });

  it("the checker does flag a backtracking pattern", () => {
    // The pattern that froze the server (issue: SVG logo check), as a known-bad control.
    expect(checkSync("<\\/svg>\\s*(?:<!--[\\s\\S]*?-->\\s*)*$", "").status).toBe("vulnerable");
  });

  it("none is built at run time", () => {
    expect(dynamic).toEqual([]);
  });
});
