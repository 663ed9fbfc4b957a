/**
 * One CSV cell, written and read back. A spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return) as a formula; a spreadsheet that splits on
 * another separator (`;` in many locales, a tab) or a line break turns the text after
 * one into a cell of its own, so `Hi;=HYPERLINK(…)` is as live as `=HYPERLINK(…)`.
 * Such values get a leading ' and any separator in a cell puts the cell in double
 * quotes (OWASP's advice), so no spreadsheet splits it. Reading undoes exactly the ',
 * so an export imports back unchanged: text already guarded-looking gets one more.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A separator some spreadsheet splits on (or a line break), then a formula character. */
const FORMULA_AFTER_SEPARATOR = /[,;\t\r\n] *[=+\-@]/;
/** Any character a CSV reader, in any locale, could split a cell at. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** Whether a spreadsheet could run part of this text as a formula. */
function isRisky(value: string): boolean {
  return FORMULA_START.test(value) || FORMULA_AFTER_SEPARATOR.test(value);
}

/** Quotes when needed (RFC 4180, and `;` or a tab for other locales) and defuses formula injection. */
export function csvField(value: string): string {
  const safe = isRisky(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A parsed cell's value as it was before `csvField` defused it. */
export function readCsvField(cell: string): string {
  return cell.startsWith("'") && isRisky(cell.slice(1)) ? cell.slice(1) : cell;
}
