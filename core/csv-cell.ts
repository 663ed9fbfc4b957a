/**
 * One CSV cell, written and read back. A spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return) as a formula, so such values are written
 * with a leading ' (OWASP's advice); reading undoes exactly that, so an export
 * imports back unchanged. Text already starting with ' before such a character gets
 * one more, so every text reads back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A cell `csvField` guarded: its quote, then what it kept (which may itself start with quotes). */
const GUARDED = /^'+[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Quotes when needed (RFC 4180) and defuses formula injection. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A parsed cell's value as it was before `csvField` defused it. */
export function readCsvField(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}
