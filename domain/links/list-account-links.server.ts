import type { Db } from "#db/client.server";
import {
  type AccountLinkRow,
  humanClickTotals,
  listAccountLinks as listRows,
} from "#db/queries/account-links.server";

export interface AccountLinksPage {
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
  total: number;
  links: Array<AccountLinkRow & { clicks: number }>;
}

/**
 * One page of the account's links matching `search` (code, digits or message), newest
 * first, each with its human clicks from one grouped query. A page past the end is
 * read as the last page.
 */
export async function listAccountLinks(
  db: Db,
  accountId: number,
  input: { search: string; page: number; perPage: number },
): Promise<AccountLinksPage> {
  const read = (page: number) =>
    listRows(db, accountId, {
      search: input.search,
      limit: input.perPage,
      offset: (page - 1) * input.perPage,
    });
  let page = input.page;
  let result = await read(page);
  const pageCount = Math.max(1, Math.ceil(result.total / input.perPage));
  if (page > pageCount) {
    page = pageCount;
    result = await read(page);
  }
  const clicks = await humanClickTotals(
    db,
    result.rows.map((row) => row.id),
  );
  return {
    page,
    pageCount,
    total: result.total,
    links: result.rows.map((row) => ({ ...row, clicks: clicks.get(row.id) ?? 0 })),
  };
}
