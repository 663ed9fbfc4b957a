import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH } from "./limits";
import { isReservedWord } from "./reserved-words";

const ALIAS_DISALLOWED = /[^A-Za-z0-9_-]/g;
export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the alias input keeps as the user types (spec §5): letters, digits, underscore, hyphen. */
export function stripAliasInput(raw: string): string {
  return raw.replace(ALIAS_DISALLOWED, "");
}

/** Codes and aliases are matched case-insensitively: this is the stored lookup key. */
export function codeKey(code: string): string {
  return code.toLowerCase();
}

export type AliasProblem = "too_short" | "too_long" | "invalid_characters" | "reserved";

/** The server's check: it refuses rather than rewrites what it was sent. */
export function checkAlias(alias: string): AliasProblem | null {
  if (!ALIAS_PATTERN.test(alias)) return alias.length === 0 ? "too_short" : "invalid_characters";
  if (alias.length < ALIAS_MIN_LENGTH) return "too_short";
  if (alias.length > ALIAS_MAX_LENGTH) return "too_long";
  if (isReservedWord(alias)) return "reserved";
  return null;
}

/** Shape a short code or alias can have at all; anything else is not looked up. */
export function looksLikeCode(segment: string): boolean {
  return (
    segment.length >= ALIAS_MIN_LENGTH && segment.length <= ALIAS_MAX_LENGTH && ALIAS_PATTERN.test(segment)
  );
}
