import pLimit from "p-limit";
import type { ImportRowFields } from "#core/import-columns";
import {
  IMPORT_PAGE_MAX_ROWS,
  type ImportOptions,
  type ImportPageResult,
  type ImportRefusal,
  type RowCheck,
} from "./import-links.server";
import type { CsvBatch } from "./parse-import-csv.server";

export {
  type CsvSource,
  ImportFileError,
  isImportFileError,
  parseImportCsv,
} from "./parse-import-csv.server";

/**
 * A CSV file of links, read into rows (`parseImportCsv`, on a worker thread in the server) and
 * imported a page at a time (docs/decisions/0129): the operator's `npm run admin -- import`
 * and the dashboard's upload share it. Each page goes to `importPage` (the database here, or
 * the running server); memory stays flat in the file's size.
 */
/** `prechecked`: each row's own check, in order, when the reading thread made them. */
export type ImportPage = (
  rows: ImportRowFields[],
  options: ImportOptions,
  prechecked?: readonly RowCheck[],
) => Promise<ImportPageResult>;

/** Refusals listed in the closing JSON (its `refused` count stays exact). */
export const IMPORT_ERRORS_LISTED = 1000;
/** A page's rows are sent once their text reaches this (a page of long messages stays small). */
const PAGE_TEXT_BUDGET = 1024 * 1024;
/** Pages in flight: one is checked while the one before it is written. */
const PAGES_IN_FLIGHT = 2;
/** How often progress is said while a large file is read (and its export written). */
export const PROGRESS_EVERY_MS = 2000;

export interface ImportSummary {
  imported: number;
  skipped: number;
  refused: number;
  /** The first IMPORT_ERRORS_LISTED refusals, by line. */
  errors: ImportRefusal[];
}

export type Say = (line: string) => void;

/** Counts so far, told as each page of rows is checked and written (the dashboard's progress bar). */
export type ImportProgress = (rowsRead: number, summary: Readonly<ImportSummary>) => void;

export async function importCsv(
  batches: AsyncIterable<CsvBatch>,
  importPage: ImportPage,
  options: ImportOptions,
  say: Say,
  progress: ImportProgress = () => {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, skipped: 0, refused: 0, errors: [] };
  // The first refusals are listed (stderr and JSON); every one is counted.
  const noteRefusals = (list: readonly ImportRefusal[]) => {
    for (const refusal of list) {
      if (summary.refused++ >= IMPORT_ERRORS_LISTED) continue;
      summary.errors.push(refusal);
      say(`line ${refusal.line}: ${refusal.error}: ${refusal.message}`);
    }
  };

  const limit = pLimit(PAGES_IN_FLIGHT);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  let rowsDone = 0;
  const send = (rows: ImportRowFields[], checks: RowCheck[]) => {
    const prechecked = checks.length === rows.length ? checks : undefined;
    const task = limit(() => importPage(rows, options, prechecked)).then(
      (page) => {
        summary.imported += page.imported;
        summary.skipped += page.skipped;
        noteRefusals(page.refused);
        rowsDone += rows.length;
        progress(rowsDone, summary);
      },
      (err: unknown) => {
        failure ??= err;
      },
    );
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };

  let page: ImportRowFields[] = [];
  let checks: RowCheck[] = [];
  let pageText = 0;
  let rowsRead = 0;
  let lastProgress = Date.now();
  for await (const batch of batches) {
    if (failure !== null) break;
    noteRefusals(batch.refusals);
    rowsRead += batch.rows.length + batch.refusals.length;
    for (const [index, row] of batch.rows.entries()) {
      page.push(row);
      const check = batch.checked?.[index];
      if (check !== undefined) checks.push(check);
      pageText += (row.message?.length ?? 0) + (row.url?.length ?? 0) + 64;
      if (page.length >= IMPORT_PAGE_MAX_ROWS || pageText >= PAGE_TEXT_BUDGET) {
        send(page, checks);
        page = [];
        checks = [];
        pageText = 0;
        // Reading waits while both pages are busy: the file is never ahead by more than a page.
        while (limit.activeCount + limit.pendingCount >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
      }
    }
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      say(progressLine(rowsRead, summary));
    }
  }
  if (page.length > 0 && failure === null) send(page, checks);
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  summary.errors.sort((a, b) => a.line - b.line);
  return summary;
}

function progressLine(rowsRead: number, s: ImportSummary): string {
  return `${rowsRead.toLocaleString("en")} rows read: ${s.imported.toLocaleString("en")} imported, ${s.skipped.toLocaleString("en")} already there, ${s.refused.toLocaleString("en")} refused`;
}
