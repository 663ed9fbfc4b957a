import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * The layers (README, "Architecture") are enforced by dependency-cruiser with the rules in
 * .dependency-cruiser.cjs: this suite runs it over the whole source tree, and over a fixture
 * that breaks each rule once, so a rule that stops firing (a typo in a path pattern, a
 * resolver change) fails here instead of silently allowing what it names.
 */

const ROOT = resolve(import.meta.dirname, "..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const DEPCRUISE = join(ROOT, "node_modules", ".bin", "depcruise");
const run = promisify(execFile);

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  // depcruise exits non-zero when it finds violations; its JSON report is on stdout either way.
  const { stdout } = await run(DEPCRUISE, [...paths, "--config", CONFIG, "--output-type", "json"], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

async function ruleNames(): Promise<string[]> {
  const config = (await import(CONFIG)) as { default: { forbidden: { name: string }[] } };
  return config.default.forbidden.map((r) => r.name).sort();
}

describe("layers: core ← db ← domain ← server, app", () => {
  it("the source tree has no cross-layer import and no file cycle", async () => {
    const found = await violations(ROOT, ["core", "db", "domain", "server", "app", "scripts", "tests"]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it("every rule fires on the fixture that breaks it (tests/fixtures/layers)", async () => {
    const fixture = join(ROOT, "tests", "fixtures", "layers");
    const found = await violations(fixture, ["core", "db", "domain", "server", "app"]);
    expect([...new Set(found.map((v) => v.rule.name))].sort()).toEqual(await ruleNames());
  });
});

describe("domain/ knows no HTTP", () => {
  // dependency-cruiser sees imports; the web platform's Request and Response are globals, so
  // their use as a parameter, a return type or a constructor is looked for here.
  const HTTP_TYPE = /(?::\s*|<|\bnew\s+)(?:Request|Response|Headers|FormData)\b/;

  it("no domain operation takes or builds a Request, Response, Headers or FormData", () => {
    const files = readdirSync(join(ROOT, "domain"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => HTTP_TYPE.test(readFileSync(file, "utf8")));
    expect(offenders.map((f) => f.slice(ROOT.length + 1))).toEqual([]);
  });
});
