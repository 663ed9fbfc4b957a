import type { Db } from "#db/client.server";
import { type ExportedLinkRow, listLinksForExport } from "#db/queries/import-links.server";

/**
 * `npm run admin -- export`: active links a page at a time by id, so a million
 * never sit in memory, on the database directly or through the running server.
 */

export const EXPORT_PAGE_SIZE = 5000;

export interface ExportPage {
  links: ExportedLinkRow[];
  /** The id to ask for links after; null when this was the last page. */
  next: number | null;
}

export async function exportLinksPage(
  db: Db,
  after: number,
  limit: number,
  workspaceId: string | null = null,
): Promise<ExportPage> {
  const links = await listLinksForExport(db, after, limit, workspaceId);
  return { links, next: links.length < limit ? null : (links.at(-1)?.id ?? null) };
}
