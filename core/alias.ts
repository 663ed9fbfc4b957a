import { GENERATOR_TEXT } from "./generator-text";
import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, CUSTOM_DOMAIN_ALIAS_MIN_LENGTH } from "./limits";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { isReservedWord } from "./reserved-words";

const ALIAS_DISALLOWED = /[^A-Za-z0-9_-]/g;
export const ALIAS_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Letters NFKD does not take apart but that have a usual ASCII spelling. */
const ASCII_SPELLING: Record<string, string> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  ł: "l",
  Ł: "L",
  þ: "th",
  Þ: "TH",
  ı: "i",
};
const COMBINING_MARK = /\p{M}/gu;
const NON_ASCII_SPELLED = /[ßẞæÆœŒøØđĐðÐłŁþÞı]/g;

/**
 * The ASCII spelling of an alias as typed: accents taken off (NFKD, then the combining
 * marks dropped: `café-da-manhã` → `cafe-da-manha`), fullwidth forms made plain, and a few
 * letters spelled out (ß → ss, æ → ae). Other characters are left as they are.
 */
export function transliterateAlias(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(COMBINING_MARK, "")
    .replace(NON_ASCII_SPELLED, (letter) => ASCII_SPELLING[letter] ?? letter);
}

/**
 * What the alias input keeps as the user types (docs/product.md, generator): letters,
 * digits, underscore, hyphen, after writing accented letters in ASCII. The field says
 * what it changed (app/components/generator/alias-field.tsx); the server never rewrites.
 */
export function stripAliasInput(raw: string): string {
  return transliterateAlias(raw).replace(ALIAS_DISALLOWED, "");
}

/** Distinct characters of `raw` that are neither allowed nor have an ASCII spelling, at most `max`. */
export function unusableAliasCharacters(raw: string, max = 5): string[] {
  const found = new Set<string>();
  for (const char of raw) {
    if (found.size >= max) break;
    if (stripAliasInput(char) === "" && !found.has(char)) found.add(char);
  }
  return [...found];
}

/** Distinct characters of `raw` that the field writes in ASCII instead (é, ß), at most `max`. */
export function respelledAliasCharacters(raw: string, max = 5): string[] {
  const found = new Set<string>();
  for (const char of raw) {
    if (found.size >= max) break;
    if (!ALIAS_PATTERN.test(char) && stripAliasInput(char) !== "") found.add(char);
  }
  return [...found];
}

/** A character as people can read it back: invisible ones by name or code point. */
function shown(char: string, locale: Locale): string {
  if (char === " ") return GENERATOR_TEXT[locale].space;
  if (/^[\p{C}\p{Z}]$/u.test(char))
    return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  return `"${char}"`;
}

/** `"é", "ã"` for a sentence (Arabic separates a list with its own comma). */
export const quotedCharacters = (chars: string[], locale: Locale = DEFAULT_LOCALE): string =>
  chars.map((char) => shown(char, locale)).join(locale === "ar" ? "، " : ", ");

/** `{name}` filled in; a function replacer, so a `$` the visitor typed is never a pattern. */
function fill(text: string, name: string, value: string): string {
  return text.replace(`{${name}}`, () => value);
}

/**
 * Why an alias with other characters is refused, naming them, and the ASCII spelling
 * to try when there is a usable one; the server says this rather than rewriting it.
 */
export function aliasCharactersMessage(
  alias: string,
  locale: Locale = DEFAULT_LOCALE,
  scope: AliasScope = MAIN_HOST_SCOPE,
): string {
  const text = GENERATOR_TEXT[locale];
  const wrong = [...unusableAliasCharacters(alias), ...respelledAliasCharacters(alias)];
  const base = fill(text.aliasCharacters, "characters", quotedCharacters(wrong.slice(0, 5), locale));
  const suggestion = stripAliasInput(alias);
  return checkAlias(suggestion, scope) === null
    ? `${base} ${fill(text.aliasTry, "suggestion", suggestion)}`
    : base;
}

/** Codes and aliases are matched case-insensitively: this is the stored lookup key. */
export function codeKey(code: string): string {
  return code.toLowerCase();
}

export type AliasProblem = "too_short" | "too_long" | "invalid_characters" | "reserved";

/**
 * Where a code lives (docs/decisions/0159): the main host, whose namespace every customer shares,
 * or a workspace's own verified domain, whose namespace is that workspace's alone.
 */
export interface AliasScope {
  customDomain: boolean;
}

export const MAIN_HOST_SCOPE: AliasScope = { customDomain: false };
export const CUSTOM_DOMAIN_SCOPE: AliasScope = { customDomain: true };

/**
 * The shortest alias in a scope: 5 on the main host (short words there are guessable and
 * squatted across all customers, and 3–4 letter paths are the site's pages), 3 on a custom domain.
 */
export function aliasMinLength(scope: AliasScope = MAIN_HOST_SCOPE): number {
  return scope.customDomain ? CUSTOM_DOMAIN_ALIAS_MIN_LENGTH : ALIAS_MIN_LENGTH;
}

/** The server's check: it refuses rather than rewrites what it was sent. Reserved words hold in both scopes. */
export function checkAlias(alias: string, scope: AliasScope = MAIN_HOST_SCOPE): AliasProblem | null {
  if (!ALIAS_PATTERN.test(alias)) return alias.length === 0 ? "too_short" : "invalid_characters";
  if (alias.length < aliasMinLength(scope)) return "too_short";
  if (alias.length > ALIAS_MAX_LENGTH) return "too_long";
  if (isReservedWord(alias)) return "reserved";
  return null;
}

/** Shape a short code or alias can have at all in a scope; anything else is not looked up. */
export function looksLikeCode(segment: string, scope: AliasScope = MAIN_HOST_SCOPE): boolean {
  return (
    segment.length >= aliasMinLength(scope) &&
    segment.length <= ALIAS_MAX_LENGTH &&
    ALIAS_PATTERN.test(segment)
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
export function codeFromPastedSegment(segment: string, scope: AliasScope = MAIN_HOST_SCOPE): string | null {
  if (looksLikeCode(segment, scope)) return segment;
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
  return looksLikeCode(code, scope) ? code : null;
}
