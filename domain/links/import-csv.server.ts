import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import pLimit from "p-limit";
import {
  IMPORT_MAX_LINE_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumns,
  type ImportRowFields,
  readImportHeader,
  readImportRow,
  recordStartLine,
  sniffDelimiter,
} from "#core/import-columns";
import { cutLongRecords } from "./cut-long-records.server";
import {
  IMPORT_PAGE_MAX_ROWS,
  type ImportOptions,
  type ImportPageResult,
  type ImportRefusal,
} from "./import-links.server";

/**
 * A CSV file of links read as a stream and imported a page at a time (docs/decisions/0129):
 * the operator's `npm run admin -- import` and the dashboard's upload share it. Each page
 * goes to `importPage` (the database here, or the running server); memory stays flat in
 * the file's size.
 */
export interface CsvSource {
  /** The header line (for the separator), without a BOM. */
  firstLine: string;
  open(): Readable;
}

export type ImportPage = (rows: ImportRowFields[], options: ImportOptions) => Promise<ImportPageResult>;

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

export class ImportFileError extends Error {}

export async function importCsv(
  source: CsvSource,
  importPage: ImportPage,
  options: ImportOptions,
  say: Say,
  progress: ImportProgress = () => {},
): Promise<ImportSummary> {
  const delimiter = sniffDelimiter(source.firstLine);
  const parser = source
    .open()
    .pipe(cutLongRecords(IMPORT_MAX_LINE_BYTES, delimiter))
    .pipe(
      parse({
        bom: true,
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        skip_records_with_error: true,
        info: true,
      }),
    );
  const summary: ImportSummary = { imported: 0, skipped: 0, refused: 0, errors: [] };
  // The first refusals are listed (stderr and JSON); every one is counted.
  const noteRefusals = (list: readonly ImportRefusal[]) => {
    for (const refusal of list) {
      if (summary.refused++ >= IMPORT_ERRORS_LISTED) continue;
      summary.errors.push(refusal);
      say(`line ${refusal.line}: ${refusal.error}: ${refusal.message}`);
    }
  };
  parser.on("skip", (err: { lines?: number; message: string }) =>
    noteRefusals([{ line: err.lines ?? 0, error: "invalid_csv", message: err.message }]),
  );

  const limit = pLimit(PAGES_IN_FLIGHT);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  let rowsDone = 0;
  const send = (rows: ImportRowFields[]) => {
    const task = limit(() => importPage(rows, options)).then(
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

  let columns: ImportColumns | null = null;
  let page: ImportRowFields[] = [];
  let pageText = 0;
  let rowsRead = 0;
  let lastProgress = Date.now();
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (failure !== null) break;
    if (columns === null) {
      const header = readImportHeader(record);
      if (!header.ok) throw new ImportFileError(header.message);
      columns = header.columns;
      continue;
    }
    if (++rowsRead > IMPORT_MAX_ROWS)
      throw new ImportFileError(
        `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en")} rows; split it.`,
      );
    const row = readImportRow(recordStartLine(info.lines, record), record, columns);
    page.push(row);
    pageText += (row.message?.length ?? 0) + (row.url?.length ?? 0) + 64;
    if (page.length >= IMPORT_PAGE_MAX_ROWS || pageText >= PAGE_TEXT_BUDGET) {
      send(page);
      page = [];
      pageText = 0;
      // Reading waits while both pages are busy: the file is never ahead by more than a page.
      while (limit.activeCount + limit.pendingCount >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
    }
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      say(progressLine(rowsRead, summary));
    }
  }
  if (columns === null && failure === null)
    throw new ImportFileError("The file is empty: it has no header row.");
  if (page.length > 0 && failure === null) send(page);
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  summary.errors.sort((a, b) => a.line - b.line);
  return summary;
}

function progressLine(rowsRead: number, s: ImportSummary): string {
  return `${rowsRead.toLocaleString("en")} rows read: ${s.imported.toLocaleString("en")} imported, ${s.skipped.toLocaleString("en")} already there, ${s.refused.toLocaleString("en")} refused`;
}
