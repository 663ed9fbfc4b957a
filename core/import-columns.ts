import { checkAlias } from "./alias";
import { readCsvField } from "./csv-cell";
import type { ShortenRequest } from "./shorten-input";

/**
 * The columns of an import file (`npm run admin -- import`), read from its header
 * row. Besides our own names (and our export's), the names other link services
 * use in their exports are understood, so their files import as they are:
 * Bitly (`long_url`, `created`), Shlink (`Long URL`, `Short code`, `Date created`),
 * YOURLS (`url`, `keyword`, `timestamp`) and Kutt (`target`, `address`, `created_at`).
 */
export type ImportField = "phone" | "url" | "message" | "alias" | "country" | "created" | "backHalf";

/** Header names lower-cased with everything but letters and digits removed. */
const HEADER_NAMES: Readonly<Record<string, ImportField>> = {
  phone: "phone",
  phonenumber: "phone",
  number: "phone",
  whatsapp: "phone",
  url: "url",
  target: "url",
  longurl: "url",
  originalurl: "url",
  destination: "url",
  message: "message",
  text: "message",
  alias: "alias",
  code: "alias",
  shortcode: "alias",
  keyword: "alias",
  address: "alias",
  slug: "alias",
  customalias: "alias",
  // Bitly's custom back-halves (`https://bit.ly/my-shop`): kept as the alias when it is free.
  custombitlinks: "backHalf",
  custombitlink: "backHalf",
  country: "country",
  created: "created",
  createdat: "created",
  datecreated: "created",
  timestamp: "created",
};

/** A header wider than this is not a link list (and its rows would be mostly padding). */
export const IMPORT_MAX_COLUMNS = 200;
/** The most an import reads; a bigger list is split into several files. */
export const IMPORT_MAX_ROWS = 10_000_000;
/** A physical line longer than this cannot hold a valid row (the longest is ~90 KB); it is refused, not read. */
export const IMPORT_MAX_LINE_BYTES = 1024 * 1024;
/** Put in place of what was cut from an over-long line, so its row is refused as too long. */
export const LINE_CUT_MARK = "\u0000";

export type ImportColumns = Partial<Record<ImportField, number>>;

/** Why a whole file cannot be imported, for pages that say it in their language (IMPORT_COPY.fileErrors). */
export type ImportFileProblem = "too_many_columns" | "no_number_column" | "too_many_rows" | "empty";

export type ImportHeader =
  | { ok: true; columns: ImportColumns }
  | { ok: false; message: string; problem: ImportFileProblem };

/** Which cell holds which field; the first column of each name wins. */
export function readImportHeader(cells: readonly string[]): ImportHeader {
  if (cells.length > IMPORT_MAX_COLUMNS)
    return {
      ok: false,
      message: `The header has ${cells.length} columns; at most ${IMPORT_MAX_COLUMNS} are read.`,
      problem: "too_many_columns",
    };
  const columns: ImportColumns = {};
  cells.forEach((cell, index) => {
    const field =
      HEADER_NAMES[
        cell
          .slice(0, 64)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      ];
    if (field !== undefined && columns[field] === undefined) columns[field] = index;
  });
  if (columns.phone === undefined && columns.url === undefined)
    return {
      ok: false,
      message:
        'The first row must name the columns, with a "phone" column (or "url", "target" or "long_url" holding WhatsApp links).',
      problem: "no_number_column",
    };
  return { ok: true, columns };
}

/**
 * The separator of a file, from its header line: the one of , ; and tab that occurs
 * most outside quotes (spreadsheets in much of Europe write `;`). Comma on a tie.
 */
export function sniffDelimiter(headerLine: string): "," | ";" | "\t" {
  let inQuotes = false;
  const counts = { ",": 0, ";": 0, "\t": 0 };
  for (const char of headerLine) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === "," || char === ";" || char === "\t")) counts[char]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/** One data row's fields, as the import operation takes them (each cell bounded, formula guard undone). */
export interface ImportRowFields {
  /** The row's first line in the file (1 is the header). */
  line: number;
  phone?: string;
  url?: string;
  message?: string;
  alias?: string;
  country?: string;
  created?: string;
  /** Bitly's `custom_bitlinks`: one or more short links whose last segment is the back-half. */
  backHalf?: string;
  /** Part of the row's line was cut off (see IMPORT_MAX_LINE_BYTES): it is refused, whatever the rest says. */
  cut?: boolean;
}

/**
 * Cells longer than any valid value are cut to one character over it: the row is
 * still refused for its length, with the right code, without carrying megabytes.
 */
const CELL_LIMITS: Readonly<Record<ImportField, number>> = {
  phone: 257,
  url: 8193,
  message: 20_001,
  alias: 1025,
  country: 17,
  created: 65,
  backHalf: 2049,
};

export function readImportRow(
  line: number,
  cells: readonly string[],
  columns: ImportColumns,
): ImportRowFields {
  const row: ImportRowFields = { line };
  if (cells.some((cell) => cell.includes(LINE_CUT_MARK))) row.cut = true;
  for (const field of Object.keys(columns) as ImportField[]) {
    const index = columns[field];
    const cell = index === undefined ? undefined : cells[index];
    if (cell === undefined || cell === "") continue;
    row[field] = readCsvField(cell.length > CELL_LIMITS[field] ? cell.slice(0, CELL_LIMITS[field]) : cell);
  }
  return row;
}

/**
 * The line a record starts on, from the line the parser finished it on: its
 * cells' line breaks (quoted ones: the only kind a record can hold) lie between.
 */
export function recordStartLine(endLine: number, cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells)
    for (let at = cell.indexOf("\n"); at !== -1; at = cell.indexOf("\n", at + 1)) breaks++;
  return endLine - breaks;
}

/**
 * The row as a shorten request (the same rules as the home page and the API). A
 * WhatsApp link in `url` wins over `phone`; the row's country over the file's.
 */
export function importRowRequest(row: ImportRowFields, fileCountry: string | undefined): ShortenRequest {
  const request: ShortenRequest = {};
  if (row.url !== undefined && row.url.trim() !== "") request.url = row.url;
  else if (row.phone !== undefined) request.phone = row.phone;
  if (row.message !== undefined) request.message = row.message;
  if (row.alias !== undefined) request.alias = row.alias;
  const country = row.country?.trim() || fileCountry;
  if (country !== undefined) request.country = country;
  return request;
}

/** Earliest and latest `created` accepted (a later date is a typo, not a link from the future). */
const CREATED_EARLIEST = Date.UTC(2000, 0, 1);
const CREATED_SLACK_MS = 24 * 60 * 60 * 1000;
/** Date, optional time (after T or a space), optional zone (Z, +02:00 or +0200). */
const ISO_CREATED =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A `created` cell as a date: ISO 8601 (`2026-03-01`, `2026-03-01T10:00:00Z`), the
 * `2026-03-01 10:00:00` of YOURLS and Kutt (UTC), or Unix seconds. Null when it
 * is none of these or is outside 2000 to tomorrow.
 */
export function readCreated(text: string, now = Date.now()): Date | null {
  const value = text.trim();
  let ms: number;
  const parts = ISO_CREATED.exec(value);
  if (/^\d{9,11}$/.test(value)) ms = Number(value) * 1000;
  else if (parts !== null) {
    const [, date, time, zone] = parts;
    // A time without a zone is UTC here, as the services that write it mean it.
    const offset =
      zone === undefined ? "Z" : zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    ms = Date.parse(`${date}T${time ?? "00:00"}${offset}`);
  } else return null;
  if (!Number.isFinite(ms) || ms < CREATED_EARLIEST || ms > now + CREATED_SLACK_MS) return null;
  return new Date(ms);
}

/** Separators of a `custom_bitlinks` cell's entries: a list, or a JSON-like array of them. */
const BACK_HALF_SEPARATORS = /[\s,;|[\]"']+/;

/**
 * The first back-half of a `custom_bitlinks` cell (`https://bit.ly/my-shop, bit.ly/other` or
 * `["https://bit.ly/my-shop"]`) that makes a valid alias here; undefined when none does.
 */
export function backHalfAlias(cell: string): string | undefined {
  for (const entry of cell.split(BACK_HALF_SEPARATORS).slice(0, 20)) {
    let end = entry.length;
    while (end > 0 && entry[end - 1] === "/") end--;
    const half = entry.slice(entry.lastIndexOf("/", end - 1) + 1, end);
    if (half !== "" && checkAlias(half) === null) return half;
  }
  return undefined;
}
