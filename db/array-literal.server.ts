/**
 * PostgreSQL array literals for the batch writers' `unnest` parameters, one string a column,
 * cast in the statement (`${literal}::integer[]`). node-postgres would turn a JS array into the
 * same text by calling `prepareValue` and two regex replacements on every element: ~0.8 µs a
 * row for a click flush's six columns, so a 20,000-row statement held the server thread ~15 ms
 * in one piece while redirects waited (scripts/bench/findings.md). Built here: ~0.1 µs a row.
 * The text is what node-postgres would send, so both drivers read the same values.
 */

/** Numbers or booleans: their own text needs no quoting (`{1,2,3}`, `{false,true}`). */
export function plainArrayLiteral(values: readonly (number | bigint | boolean)[]): string {
  return `{${values.join(",")}}`;
}

/**
 * Text, each element quoted, with a backslash before `\` and `"` (the only characters special
 * inside a quoted element); null is the unquoted NULL, as node-postgres writes it.
 */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  let literal = "{";
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ",";
    const value = values[i];
    if (value === null || value === undefined) literal += "NULL";
    else if (value.indexOf("\\") === -1 && value.indexOf('"') === -1) literal += `"${value}"`;
    else literal += `"${value.replace(ESCAPED, "\\$&")}"`;
  }
  return `${literal}}`;
}

const ESCAPED = /[\\"]/g;
