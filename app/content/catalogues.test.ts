import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/locales";
import { CATALOGUES } from "./catalogues.server";

type Leaf = { path: string; value: unknown };

/** Every leaf of a catalogue with its path (`FAQ.items.3.answer`); the structure must match English's. */
function leaves(value: unknown, path = ""): Leaf[] {
  // Search keywords are what each market types: their number may differ (page-meta tests bound it).
  if (Array.isArray(value) && path.endsWith(".keywords")) return [{ path, value: value.join(", ") }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

/** The `{arguments}` an ICU message uses, plural and select branches included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
        names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/** Whether a text says anything beyond its {arguments} and punctuation. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replaceAll(/\{[^{}]*\}/g, ""));
}

const english = new Map(leaves(CATALOGUES.en).map((leaf) => [leaf.path, leaf.value]));
// Paths that are not words (icons, examples, brand names) may read the same in every language.
/**
 * Modules every language still re-exports in English (app/content/<segment>/index.ts), so the
 * dashboard works in every language before it is translated. Translators empty this list: a
 * module translated everywhere comes off it, and this test then checks it like any other.
 */
const PENDING_TRANSLATION: readonly string[] = [];

const SAME_EVERYWHERE = /(\.icon|\.name|Placeholder|Caption|\.code|alias|keywords\.\d+|embedCaption)$/i;

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s catalogue", (locale) => {
  const own = leaves(CATALOGUES[locale]);
  const byPath = new Map(own.map((leaf) => [leaf.path, leaf.value]));

  it("has every key English has, and no other", () => {
    expect([...byPath.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("has no empty text and the same {arguments} in every message", () => {
    for (const { path, value } of own) {
      if (typeof value !== "string") continue;
      expect(value.trim(), path).not.toBe("");
      const source = english.get(path);
      if (typeof source === "string" && source.includes("{"))
        expect(argumentsOf(value), `${locale} ${path}`).toEqual(argumentsOf(source));
    }
  });

  it("is translated, not English left in place", () => {
    const words = own.filter(
      (leaf) =>
        typeof leaf.value === "string" &&
        leaf.value.length > 20 &&
        !PENDING_TRANSLATION.includes(leaf.path.split(".")[0] ?? "") &&
        hasWords(leaf.value) &&
        !SAME_EVERYWHERE.test(leaf.path),
    );
    const untranslated = words
      .filter((leaf) => leaf.value === english.get(leaf.path))
      .map((leaf) => leaf.path);
    expect(untranslated).toEqual([]);
  });
});
