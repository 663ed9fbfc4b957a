import { data } from "react-router";

/** Largest id PostgreSQL's `integer` holds; anything above is no link of ours. */
const MAX_LINK_ID = 2_147_483_647;

/** A route or form id as a positive integer, or null for anything else ("1e3", "-1", "01", "abc"). */
export function parseLinkId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_LINK_ID ? id : null;
}

/**
 * The answer for a link that is not the signed-in account's: 404 whether it does
 * not exist or belongs to someone else, so ids reveal nothing.
 */
export function linkNotFound(): never {
  throw data({ message: "Link not found" }, { status: 404 });
}
