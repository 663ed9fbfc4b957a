// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
const CONTROL_RUNS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]+/g;

/**
 * The one rule for text from outside (docs/decisions/0141): no C0 control
 * character but tab, line feed and carriage return, no DEL, and no lone surrogate. Nobody types
 * those; PostgreSQL refuses NUL in text (a 500 before this rule), and encodeURIComponent throws
 * on a lone surrogate.
 */
export function isAcceptableText(text: string): boolean {
  return text.isWellFormed() && !CONTROL.test(text);
}

/**
 * `text` as a person saw it, without what `isAcceptableText` refuses: each run of control
 * characters reads as one space (a pasted vertical tab, Word's line break, separated two
 * words), a lone surrogate as U+FFFD.
 */
export function replaceUnacceptableText(text: string): string {
  return text.toWellFormed().replace(CONTROL_RUNS, " ");
}

/**
 * Where a parsed JSON value holds text `isAcceptableText` refuses, as a key or a value at any
 * depth: the top-level field it is under ("" for the value itself), or null when all is fine.
 * A loop with a stack, not recursion: a 16 KB body can nest thousands of levels.
 */
export function findUnacceptableText(value: unknown): string | null {
  const stack: Array<{ value: unknown; field: string | null }> = [{ value, field: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: current, field } = item;
    if (typeof current === "string") {
      if (!isAcceptableText(current)) return field ?? "";
    } else if (Array.isArray(current)) {
      for (const element of current) stack.push({ value: element, field: field ?? "" });
    } else if (current !== null && typeof current === "object") {
      for (const [key, element] of Object.entries(current)) {
        if (!isAcceptableText(key)) return field ?? key;
        stack.push({ value: element, field: field ?? key });
      }
    }
  }
  return null;
}

/**
 * Makes user text safe to store and encode: lone surrogates (which make
 * encodeURIComponent throw) become U+FFFD, NUL and other control characters
 * (which PostgreSQL text refuses) are dropped, line breaks are kept as \n.
 */
export function cleanText(input: string): string {
  return input.toWellFormed().replace(/\r\n?/g, "\n").replace(CONTROLS, "");
}

/**
 * `text` without any run of `char` at its ends. A loop, not `/^-+|-+$/`: an anchored
 * `+$` regex rescans from every position, which is quadratic on a long run that does
 * not reach the end.
 */
export function trimChar(text: string, char: string, ends: "both" | "end" = "both"): string {
  let start = 0;
  let end = text.length;
  if (ends === "both") while (start < end && text[start] === char) start++;
  while (end > start && text[end - 1] === char) end--;
  return text.slice(start, end);
}
