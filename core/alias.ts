import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH } from "./limits";
import { isReservedWord } from "./reserved-words";

const ALIAS_DISALLOWED = /[^A-Za-z0-9_-]/g;
export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the alias input keeps as the user types (docs/product.md, generator): letters, digits, underscore, hyphen. */
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

/** What a link picks up when copied out of a sentence or a chat: a closing slash or punctuation. */
const PASTED_TAIL = "/.,;:!)";
const ENCODED_SPACE = "%20";

/**
 * The code in a path segment as people paste it: `shop-name/`, `shop-name.`, `(…shop-name)`,
 * `%20shop-name%20`. Codes never contain these characters, so removing them cannot turn one
 * link into another. Null when what is left is not code-shaped. A loop, not a regex, and
 * bounded: it never looks at more than a few characters past the longest alias.
 */
export function codeFromPastedSegment(segment: string): string | null {
  if (looksLikeCode(segment)) return segment;
  if (segment.length > ALIAS_MAX_LENGTH + 24) return null;
  let start = 0;
  let end = segment.length;
  while (segment.startsWith(ENCODED_SPACE, start)) start += ENCODED_SPACE.length;
  for (;;) {
    if (end - start >= ENCODED_SPACE.length && segment.endsWith(ENCODED_SPACE, end))
      end -= ENCODED_SPACE.length;
    else if (end > start && PASTED_TAIL.includes(segment[end - 1] as string)) end--;
    else break;
  }
  const code = segment.slice(start, end);
  return looksLikeCode(code) ? code : null;
}
