/**
 * Makes user text safe to store and encode: lone surrogates (which make
 * encodeURIComponent throw) become U+FFFD, NUL and other control characters
 * (which PostgreSQL text refuses) are dropped, line breaks are kept as \n.
 */
export function cleanText(input: string): string {
  return (
    input
      .toWellFormed()
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
  );
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
