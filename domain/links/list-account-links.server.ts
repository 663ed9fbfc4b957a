import type { Db } from "#db/client.server";
import {
  type AccountLinkRow,
  humanClickTotals,
  listAccountLinksBefore,
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
 * One page of the workspace's links matching `search` (code, digits or message), newest
 * first, each with its human clicks from one grouped query. A page past the end is
 * read as the last page.
 */
export async function listAccountLinks(
  db: Db,
  workspaceId: string,
  input: { search: string; page: number; perPage: number },
): Promise<AccountLinksPage> {
  const read = (page: number) =>
    listRows(db, workspaceId, {
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

/**
 * The API's page of the workspace's links: newest first by id, `limit` of them after
 * the cursor (`beforeId`), each with its human clicks; `next` is the cursor of the
 * page after, null on the last page.
 */
export async function listAccountLinksAfter(
  db: Db,
  workspaceId: string,
  input: { search: string; beforeId: number | null; limit: number },
): Promise<{ links: Array<AccountLinkRow & { clicks: number }>; next: number | null }> {
  // One more than asked tells whether another page follows.
  const rows = await listAccountLinksBefore(db, workspaceId, { ...input, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  const clicks = await humanClickTotals(
    db,
    page.map((row) => row.id),
  );
  return {
    links: page.map((row) => ({ ...row, clicks: clicks.get(row.id) ?? 0 })),
    next: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** One link's human clicks of all time. */
export async function linkClicks(db: Db, linkId: number): Promise<number> {
  return (await humanClickTotals(db, [linkId])).get(linkId) ?? 0;
}
