import { setImmediate as nextTurn } from "node:timers/promises";
import { checkStoredNumber, type StoredNumberReason } from "#core/stored-number";
import type { Db } from "#db/client.server";
import { listLinkNumbersAfter } from "#db/queries/links.server";

/**
 * `npm run admin -- check-numbers`: every stored link whose number cannot receive
 * WhatsApp messages (core/stored-number.ts), read a page at a time by id so a
 * million links never sit in memory, on the database directly or through the
 * running server's /__admin/check-numbers. It only reports: fixing is the
 * owner's click on the dashboard (docs/decisions/0098).
 */

/** Links read per page (one query; the server judges them in slices between other requests). */
export const CHECK_NUMBERS_PAGE_SIZE = 500;
/** The most a page request may ask for. */
export const CHECK_NUMBERS_MAX_PAGE_SIZE = 1000;
/** Links listed in the closing JSON; the count stays exact and every one is listed in the lines above it. */
export const CHECK_NUMBERS_JSON_LIMIT = 1000;
/** Numbers judged between two turns of the event loop: ≤ ~25 ms at ~1 ms worst each, so redirects keep flowing. */
const JUDGED_PER_TURN = 25;

export interface ImpossibleNumber {
  code: string;
  /** The owner's email, or null for an anonymous link. */
  owner: string | null;
  /** As stored (digits, country code first). */
  phone: string;
  reason: StoredNumberReason;
  /** What is wrong, in a sentence. */
  problem: string;
  /** The E.164 number it was evidently meant to be ("+447911123456"), or null. */
  suggestion: string | null;
}

export interface CheckNumbersPage {
  /** Links read in this page. */
  checked: number;
  links: ImpossibleNumber[];
  /** The id to ask for links after; null when this was the last page. */
  next: number | null;
}

/** One page: links with an id above `after`, and those of them whose number is impossible. */
export async function checkNumbersPage(db: Db, after: number, limit: number): Promise<CheckNumbersPage> {
  const rows = await listLinkNumbersAfter(db, after, limit);
  const found: ImpossibleNumber[] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % JUDGED_PER_TURN === 0) await nextTurn();
    const check = checkStoredNumber(row.phone);
    if (check.ok) continue;
    found.push({
      code: row.code,
      owner: row.ownerEmail,
      phone: row.phone,
      reason: check.reason,
      problem: check.message,
      suggestion: check.suggestion?.e164 ?? null,
    });
  }
  const last = rows.at(-1);
  return {
    checked: rows.length,
    links: found,
    next: rows.length < limit || last === undefined ? null : last.id,
  };
}

export interface CheckNumbersSummary {
  checked: number;
  impossible: number;
  /** The first CHECK_NUMBERS_JSON_LIMIT of them. */
  links: ImpossibleNumber[];
  /** True when `links` stops short of `impossible`. */
  truncated: boolean;
}

/** One line per impossible number, tab-separated for cut and grep: code, owner, stored number, problem, suggestion. */
export function checkNumbersLine(link: ImpossibleNumber): string {
  return [
    link.code,
    link.owner ?? "anonymous",
    link.phone,
    link.problem,
    link.suggestion === null ? "no suggestion: the owner must edit it" : `did you mean ${link.suggestion}?`,
  ].join("\t");
}

/**
 * The whole scan: pages from `readPage` until the last, each impossible number
 * handed to `onLink` as it is found, and the totals. Holds at most one page and
 * CHECK_NUMBERS_JSON_LIMIT links.
 */
export async function scanNumbers(
  readPage: (after: number) => Promise<CheckNumbersPage>,
  onLink: (link: ImpossibleNumber) => void | Promise<void>,
): Promise<CheckNumbersSummary> {
  const summary: CheckNumbersSummary = { checked: 0, impossible: 0, links: [], truncated: false };
  let after: number | null = 0;
  while (after !== null) {
    const page = await readPage(after);
    summary.checked += page.checked;
    for (const link of page.links) {
      summary.impossible++;
      await onLink(link);
      if (summary.links.length < CHECK_NUMBERS_JSON_LIMIT)
        summary.links.push({
          code: link.code,
          phone: link.phone,
          problem: link.problem,
          suggestion: link.suggestion,
          owner: link.owner,
          reason: link.reason,
        });
      else summary.truncated = true;
    }
    // A page that ends where it began would loop for ever: a server must move forward.
    if (page.next !== null && page.next <= after)
      throw new Error("check-numbers: a page did not move forward");
    after = page.next;
  }
  return summary;
}
