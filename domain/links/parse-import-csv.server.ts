import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import {
  IMPORT_MAX_LINE_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumns,
  type ImportFileProblem,
  type ImportRowFields,
  readImportHeader,
  readImportRow,
  recordStartLine,
  sniffDelimiter,
} from "#core/import-columns";
import { cutLongRecords, type UnclosedQuote } from "./cut-long-records.server";
import type { ImportRefusal, RowCheck } from "./import-links.server";

/**
 * Reading a CSV file of links into rows (docs/decisions/0129): the separator, the header,
 * each record bounded and read into a row's fields, and the records the parser refuses.
 * No database and no checks: the server runs this on a worker thread (a 2 MB file is a
 * few hundred ms of parsing), the operator's CLI in its own process.
 */
export interface CsvSource {
  /** The header line (for the separator), without a BOM. */
  firstLine: string;
  open(): Readable;
}

/** Rows in file order, with the refusals the reading itself made among them. */
export interface CsvBatch {
  rows: ImportRowFields[];
  refusals: ImportRefusal[];
  /** Each row's own check (`checkImportRow`), in order, when the reading thread made them. */
  checked?: RowCheck[];
}

/** A file that cannot be imported at all (no header, too many rows): the person is told why. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
  /** The message is English (the operator's CLI prints it); pages say `problem` in their language. */
  constructor(
    message: string,
    readonly problem: ImportFileProblem,
  ) {
    super(message);
  }
}

/**
 * Whether `err` is an ImportFileError by its name: the server's bundle (which runs the reading
 * thread) and React Router's (the upload's page) each hold a copy of the class.
 */
export function isImportFileError(err: unknown): err is ImportFileError {
  return err instanceof Error && err.name === "ImportFileError";
}

/** Rows per batch: small enough that handing one between threads is a fraction of a millisecond. */
export const CSV_BATCH_ROWS = 250;
/** A batch also ends once its text reaches this (long messages). */
const BATCH_TEXT_BUDGET = 256 * 1024;

/** What a quote that never closed cost, in the words the import report shows. */
export function unclosedQuoteRefusal(quote: UnclosedQuote): ImportRefusal {
  const span =
    quote.lastLine > quote.quoteLine
      ? `lines ${quote.quoteLine}–${quote.lastLine} were read as one row and none of them was imported`
      : `line ${quote.quoteLine} was not imported`;
  return {
    line: quote.recordLine,
    error: "unclosed_quote",
    params: { quoteLine: quote.quoteLine, lastLine: quote.lastLine, taken: quote.lastLine - quote.quoteLine },
    message: `The quote (") that opens on line ${quote.quoteLine} is never closed, so ${span}. Close it (a quote inside a message is written twice: "") and import the file again: rows imported already are skipped.`,
  };
}

export async function* parseImportCsv(source: CsvSource): AsyncGenerator<CsvBatch> {
  const delimiter = sniffDelimiter(source.firstLine);
  const unclosed = new Map<number, UnclosedQuote>();
  const input = source.open();
  const parser = input
    .pipe(cutLongRecords(IMPORT_MAX_LINE_BYTES, delimiter, (quote) => unclosed.set(quote.recordLine, quote)))
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
  let batch: CsvBatch = { rows: [], refusals: [] };
  parser.on("skip", (err: { code?: string; lines?: number; message: string }) => {
    // The file ended inside quotes: the refusal names where the quote began and what it took in.
    const quote = err.code === "CSV_QUOTE_NOT_CLOSED" ? [...unclosed.values()].at(-1) : undefined;
    batch.refusals.push(
      quote !== undefined
        ? unclosedQuoteRefusal(quote)
        : { line: err.lines ?? 0, error: "invalid_csv", message: err.message },
    );
  });

  let columns: ImportColumns | null = null;
  let rowsRead = 0;
  let text = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (columns === null) {
        const header = readImportHeader(record);
        if (!header.ok) throw new ImportFileError(header.message, header.problem);
        columns = header.columns;
        continue;
      }
      if (++rowsRead > IMPORT_MAX_ROWS)
        throw new ImportFileError(
          `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en")} rows; split it.`,
          "too_many_rows",
        );
      const row = readImportRow(recordStartLine(info.lines, record), record, columns);
      const quote = row.cut === true ? unclosed.get(row.line) : undefined;
      if (quote !== undefined) batch.refusals.push(unclosedQuoteRefusal(quote));
      else batch.rows.push(row);
      text += (row.message?.length ?? 0) + (row.url?.length ?? 0) + 64;
      if (batch.rows.length >= CSV_BATCH_ROWS || text >= BATCH_TEXT_BUDGET) {
        yield batch;
        batch = { rows: [], refusals: [] };
        text = 0;
      }
    }
  } finally {
    // Stopped early (a refused header, the reader gone): let go of the file.
    input.destroy();
  }
  if (columns === null) throw new ImportFileError("The file is empty: it has no header row.", "empty");
  if (batch.rows.length > 0 || batch.refusals.length > 0) yield batch;
}
