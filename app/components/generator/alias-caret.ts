import { stripAliasInput } from "#core/alias";

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
