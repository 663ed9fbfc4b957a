import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { linkImports, links } from "../schema";
import { LINK_CACHE_KEY } from "./link-cache-key.server";

/** Dashboard imports of a workspace (docs/decisions/0144): their counts, and Undo. */

export interface LinkImportCounts {
  imported: number;
  skipped: number;
  refused: number;
}

export async function insertLinkImport(
  db: Db,
  row: { id: string; workspaceId: string; createdBy: number; fileName: string },
): Promise<void> {
  await db.insert(linkImports).values(row);
}

/** The counts so far; `finished` also stamps its end. Counts only grow (pages may report out of order). */
export async function updateLinkImport(
  db: Db,
  id: string,
  counts: LinkImportCounts,
  finished: boolean,
): Promise<void> {
  await db
    .update(linkImports)
    .set({
      imported: sql`greatest(${linkImports.imported}, ${counts.imported})`,
      skipped: sql`greatest(${linkImports.skipped}, ${counts.skipped})`,
      refused: sql`greatest(${linkImports.refused}, ${counts.refused})`,
      ...(finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(linkImports.id, id));
}

export interface LinkImportRow extends LinkImportCounts {
  id: string;
  fileName: string;
  startedAt: Date;
  finishedAt: Date | null;
  undoneAt: Date | null;
  undoneLinks: number | null;
  /** Links it made that are still there (Undo deletes these). */
  linksLeft: number;
}

/** The workspace's latest imports, newest first. */
export async function listLinkImportRows(
  db: Db,
  workspaceId: string,
  limit: number,
): Promise<LinkImportRow[]> {
  return db
    .select({
      id: linkImports.id,
      fileName: linkImports.fileName,
      startedAt: linkImports.startedAt,
      finishedAt: linkImports.finishedAt,
      imported: linkImports.imported,
      skipped: linkImports.skipped,
      refused: linkImports.refused,
      undoneAt: linkImports.undoneAt,
      undoneLinks: linkImports.undoneLinks,
      // Spelt out: drizzle would write both columns unqualified inside the subquery.
      linksLeft: sql<number>`(select count(*)::int from links l where l.import_id = link_imports.id)`,
    })
    .from(linkImports)
    .where(eq(linkImports.workspaceId, workspaceId))
    .orderBy(desc(linkImports.startedAt))
    .limit(limit);
}

/**
 * Deletes every link the import made (with their click counts) and marks it undone, in one
 * transaction; only an import of this workspace that is not running and not undone yet. The deleted links
 * (their cache keys for the redirect caches, ids and codes for their events), or null when there is no such import.
 */
export async function deleteImportedLinks(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<Array<{ id: number; code: string; cacheKey: string }> | null> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(linkImports)
      .set({ undoneAt: sql`now()` })
      .where(
        and(
          eq(linkImports.id, id),
          eq(linkImports.workspaceId, workspaceId),
          isNull(linkImports.undoneAt),
          // Finished, or stopped half-way long ago (the server went down during it).
          sql`(${linkImports.finishedAt} is not null or ${linkImports.startedAt} < now() - interval '30 minutes')`,
        ),
      )
      .returning({ id: linkImports.id });
    if (marked === undefined) return null;
    const deleted = await tx
      .delete(links)
      .where(and(eq(links.importId, id), eq(links.workspaceId, workspaceId)))
      .returning({ id: links.id, code: links.code, cacheKey: LINK_CACHE_KEY });
    await tx.update(linkImports).set({ undoneLinks: deleted.length }).where(eq(linkImports.id, id));
    return deleted;
  });
}
