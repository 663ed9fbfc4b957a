import { data } from "react-router";
import { parseRecordId } from "#core/record-id";

/** A route or form id as a positive integer, or null for anything else (core's one id parser). */
export function parseLinkId(raw: string | null | undefined): number | null {
  return parseRecordId(raw);
}

/**
 * The answer for a link that is not the signed-in account's: 404 whether it does
 * not exist or belongs to someone else, so ids reveal nothing.
 */
export function linkNotFound(): never {
  throw data({ message: "Link not found" }, { status: 404 });
}
