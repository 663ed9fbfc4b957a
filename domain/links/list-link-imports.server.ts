import type { Db } from "#db/client.server";
import { type LinkImportRow, listLinkImportRows } from "#db/queries/link-imports.server";

export type { LinkImportRow };

/** Imports shown on the import page: the latest few, running, finished or undone. */
export const LINK_IMPORTS_SHOWN = 5;

export function listLinkImports(db: Db, workspaceId: string): Promise<LinkImportRow[]> {
  return listLinkImportRows(db, workspaceId, LINK_IMPORTS_SHOWN);
}
