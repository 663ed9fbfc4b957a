/** Largest value of PostgreSQL's `integer`, the type of every numeric id (links, accounts, members). */
export const MAX_RECORD_ID = 2_147_483_647;

const DIGITS = /^[1-9]\d{0,9}$/;

/**
 * An id from outside (a path, a cursor, a form field) as a positive integer the database can
 * hold, or null for anything else ("0", "-1", "01", "1e3", "2147483648", "abc"): every such id
 * is read here, so none can reach a query as NaN or out of `integer`'s range (a 500).
 */
export function parseRecordId(raw: unknown): number | null {
  if (typeof raw !== "string" || !DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}
