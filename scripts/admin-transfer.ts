/**
 * `npm run admin -- import <file.csv>` and `… export <file.csv>`: links in and out
 * in bulk. The file is streamed (memory stays flat in its size) and sent a page at a
 * time to the database directly, or through the running server when it holds the
 * embedded database. The last line of output is JSON.
 */
import { once } from "node:events";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import type { ImportRowFields } from "#core/import-columns";
import { LINK_EXPORT_HEADER, linkExportLine } from "#core/link-export-csv";
import type { ExportPage } from "#domain/links/export-links.server";
import {
  type ImportSummary,
  importCsv,
  PROGRESS_EVERY_MS,
  parseImportCsv,
  type Say,
} from "#domain/links/import-csv.server";
import type { ImportOptions, ImportPageResult } from "#domain/links/import-links.server";
import type { TransferArgs } from "./admin-args";

/** Where pages go: the database in this process, or the running server. */
export interface TransferTarget {
  /** Whether a workspace has this id. */
  workspaceExists(workspaceId: string): Promise<boolean>;
  importPage(rows: ImportRowFields[], options: ImportOptions): Promise<ImportPageResult>;
  /** Active links after `after`, of `workspaceId` only when it is not null. */
  exportPage(after: number, limit: number, workspaceId: string | null): Promise<ExportPage>;
}

export {
  IMPORT_ERRORS_LISTED,
  ImportFileError,
  type ImportSummary,
  type Say,
} from "#domain/links/import-csv.server";

/** The header line's text, for the separator (the first 64 KB; a longer header is refused anyway). */
function firstLine(file: string): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer
      .subarray(0, read)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    const end = text.indexOf("\n");
    return end === -1 ? text : text.slice(0, end);
  } finally {
    closeSync(fd);
  }
}

/** `import <file.csv>`: the file streamed from disk into `importCsv`. */
export function importFile(
  target: TransferTarget,
  args: Pick<TransferArgs, "file" | "country">,
  workspaceId: string | null,
  say: Say,
): Promise<ImportSummary> {
  const options: ImportOptions = {
    workspaceId,
    ...(args.country === undefined ? {} : { country: args.country }),
  };
  return importCsv(
    parseImportCsv({ firstLine: firstLine(args.file), open: () => createReadStream(args.file) }),
    target.importPage,
    options,
    say,
  );
}

/** Writes every active link (or `workspaceId`'s) to `file` (through a temporary file, so a failed export leaves no half file). */
export async function exportFile(
  target: TransferTarget,
  args: Pick<TransferArgs, "file">,
  workspaceId: string | null,
  publicUrl: string,
  say: Say,
): Promise<{ exported: number; file: string }> {
  const partial = `${args.file}.partial`;
  const out = createWriteStream(partial);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  let exported = 0;
  try {
    await write(`${LINK_EXPORT_HEADER}\r\n`);
    let after = 0;
    let lastProgress = Date.now();
    for (;;) {
      const page = await target.exportPage(after, 5000, workspaceId);
      let text = "";
      for (const link of page.links)
        text += `${linkExportLine(publicUrl, { ...link, createdAt: new Date(link.createdAt) })}\r\n`;
      await write(text);
      exported += page.links.length;
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        say(`${exported.toLocaleString("en")} links written`);
      }
      if (page.next === null) break;
      after = page.next;
    }
    out.end();
    await once(out, "finish");
    renameSync(partial, args.file);
  } catch (err) {
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
  return { exported, file: args.file };
}
