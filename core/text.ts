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
