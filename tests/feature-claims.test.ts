import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../app/content/features";
import { HOME } from "../app/content/home";
import { HOW_IT_WORKS } from "../app/content/how-it-works";
import { WIDGET } from "../app/content/widget";
import { FEATURE_CLAIMS, INTERFACE_COPY, NOT_CLAIMS } from "./feature-claims";

/**
 * Every feature the copy claims is tied to a test of that feature (tests/feature-claims.ts):
 * a claim without an entry fails, and so does an entry whose test is not there. The copy is
 * read from its catalogue: app/content and the components' copy modules.
 */

const ROOT = join(import.meta.dirname, "..");

/** Copy that is a list of features: each item is a claim of its own. */
const FEATURE_LISTS: Record<string, readonly string[]> = {
  "features page": FEATURES.groups.flatMap((group) => group.items),
  "how it works, included features": HOW_IT_WORKS.includedFeatures,
  "home, Why Choose cards": HOME.whyChoose.cards.map((card) => card.title),
  "home, strip": HOME.strip.map((card) => card.title),
  "widget page, features": WIDGET.features,
};

/**
 * Words that make a sentence anywhere in the copy a claim (the ones that promised what was
 * not built: plans, templates, agents, routing, unlimited use, uptime, a support team).
 */
const CLAIM_WORDS =
  /\b(?:unlimited|premium|plans?|templates?|multi-agent|agents?|departments?|routing|uptime|guarantee\w*|custom domains?|advanced analytics|support team|never expire\w*|24\/7)\b|\d%/i;

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const CATALOGUE_REGISTRIES = new Set(["en.ts", "catalogues.server.ts", "catalogue.ts", "translated.ts"]);

function copyModules(): string[] {
  const content = readdirSync(join(ROOT, "app/content"))
    // The catalogue registries (en.ts, catalogues.server.ts) only gather modules read here already;
    // every other language says what English says (app/content/catalogues.test.ts).
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !CATALOGUE_REGISTRIES.has(name))
    .map((name) => join(ROOT, "app/content", name));
  const components = readdirSync(join(ROOT, "app/components"), { recursive: true, encoding: "utf8" })
    .filter((name) => /-copy\.ts$/.test(name))
    .map((name) => join(ROOT, "app/components", name));
  return [...content, ...components];
}

/** Whether `file` has an `it(…)` or `test(…)` named exactly `name`. */
function hasTest(file: string, name: string): boolean {
  const source = readFileSync(join(ROOT, file), "utf8");
  for (const quote of ['"', "'", "`"]) {
    let at = source.indexOf(`${quote}${name}${quote}`);
    while (at !== -1) {
      if (
        /\b(?:it|test)(?:\.each\((?:[^()]|\([^()]*\))*\))?\(\s*$/.test(
          source.slice(Math.max(0, at - 200), at),
        )
      )
        return true;
      at = source.indexOf(`${quote}${name}${quote}`, at + 1);
    }
  }
  return false;
}

describe("feature claims in the copy", () => {
  let sentences: string[] = [];

  /** Sentences of the modules that are a feature's own interface (tied as a whole to its tests). */
  let interfaceSentences: string[] = [];
  const interfaceFiles = new Set(INTERFACE_COPY.map((entry) => join(ROOT, entry.file)));

  beforeAll(async () => {
    const texts: string[] = [];
    const interfaceTexts: string[] = [];
    for (const file of copyModules()) {
      const values = strings(Object.values(await import(file)));
      (interfaceFiles.has(file) ? interfaceTexts : texts).push(...values);
    }
    const split = (text: string) => text.split(/(?<=[.!?])\s+/);
    sentences = texts.flatMap(split);
    interfaceSentences = interfaceTexts.flatMap(split);
  });

  const claimed = new Set(FEATURE_CLAIMS.map((entry) => entry.claim));

  it.each(Object.entries(FEATURE_LISTS))("every item of the %s has an entry", (_list, items) => {
    expect(items.filter((item) => !claimed.has(item))).toEqual([]);
  });

  it("every sentence that uses a claim word has an entry, or says why it is no claim", () => {
    const covers = [...claimed, ...NOT_CLAIMS.map((entry) => entry.phrase)];
    const unexplained = sentences.filter(
      (sentence) => CLAIM_WORDS.test(sentence) && !covers.some((phrase) => sentence.includes(phrase)),
    );
    expect(unexplained).toEqual([]);
  });

  it("ties each feature's interface copy to tests of that interface, in modules that exist", () => {
    const copy = new Set(copyModules());
    expect(INTERFACE_COPY.filter((entry) => !copy.has(join(ROOT, entry.file))).map((e) => e.file)).toEqual(
      [],
    );
    const missing = INTERFACE_COPY.flatMap((entry) =>
      entry.tests.filter((ref) => !hasTest(ref.file, ref.name)).map((ref) => `${entry.file} → ${ref.name}`),
    );
    expect(missing).toEqual([]);
    expect(interfaceSentences.some((sentence) => CLAIM_WORDS.test(sentence))).toBe(true);
  });

  it("has no entry for copy that is gone", () => {
    const all = [...sentences, ...interfaceSentences].join("\n");
    const stale = [...claimed, ...NOT_CLAIMS.map((entry) => entry.phrase)].filter(
      (phrase) => !all.includes(phrase),
    );
    expect(stale).toEqual([]);
  });

  it("names tests that exist, in the files named", () => {
    const missing = FEATURE_CLAIMS.flatMap((entry) =>
      entry.tests
        .filter((ref) => !hasTest(ref.file, ref.name))
        .map((ref) => `${entry.claim} → ${ref.file}: ${ref.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("finds a test by its name, and not a name that is only mentioned", () => {
    expect(hasTest("tests/feature-claims.test.ts", "names tests that exist, in the files named")).toBe(true);
    expect(hasTest("tests/feature-claims.test.ts", "every item of the %s has an entry")).toBe(true);
    expect(hasTest("tests/feature-claims.test.ts", "tests/feature-claims.test.ts")).toBe(false);
  });
});
