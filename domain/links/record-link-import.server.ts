import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { insertLinkImport, type LinkImportCounts, updateLinkImport } from "#db/queries/link-imports.server";

/**
 * A dashboard import, recorded as it runs (docs/decisions/0144): started before the first
 * row, its counts kept after each page, stamped at its end. Its links carry its id.
 */
export async function startLinkImport(
  db: Db,
  input: { workspaceId: string; createdBy: number; fileName: string },
): Promise<string> {
  const id = `imp_${randomBytes(8).toString("hex")}`;
  await insertLinkImport(db, { id, ...input, fileName: input.fileName.slice(0, 200) });
  return id;
}

export function noteLinkImport(
  db: Db,
  id: string,
  counts: LinkImportCounts,
  finished = false,
): Promise<void> {
  return updateLinkImport(db, id, counts, finished);
}
