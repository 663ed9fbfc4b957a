import { respelledAliasCharacters, stripAliasInput, unusableAliasCharacters } from "#core/alias";

export interface StrippedAlias {
  value: string;
  /** Where the caret belongs after stripping: after the same kept characters it followed before. */
  caret: number;
}

/**
 * Strips the alias as typed (docs/product.md, generator) and works out where the caret should go,
 * so removing a disallowed character in the middle does not throw it to the end.
 */
export function stripAliasKeepingCaret(raw: string, caret: number | null): StrippedAlias {
  const value = stripAliasInput(raw);
  const at = caret === null ? raw.length : Math.max(0, Math.min(caret, raw.length));
  return { value, caret: stripAliasInput(raw.slice(0, at)).length };
}

export interface AliasEdit extends StrippedAlias {
  /** Characters written in ASCII instead ("é" → "e"). */
  respelled: string[];
  /** Characters left out, having no ASCII spelling. */
  leftOut: string[];
}

/**
 * One edit of the alias field: accented letters respelled, other characters left out,
 * and what was changed, so the field can say so. Text with nothing usable in it stays
 * as typed, to be refused with a reason rather than silently become a random code.
 */
export function editAlias(raw: string, caret: number | null): AliasEdit {
  const stripped = stripAliasKeepingCaret(raw, caret);
  if (stripped.value === "" && raw.trim() !== "")
    return { value: raw, caret: caret ?? raw.length, respelled: [], leftOut: [] };
  return {
    ...stripped,
    respelled: respelledAliasCharacters(raw),
    leftOut: unusableAliasCharacters(raw).filter((char) => char !== " "),
  };
}
