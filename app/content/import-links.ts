/**
 * The dashboard's Import and export page. Every sentence is true of domain/links/import-csv.server.ts.
 * Texts with `{arguments}` are ICU messages (lib/i18n/format-message.ts), sent by the page's loader.
 */
export const IMPORT_COPY = {
  title: "Import and export links",
  metaDescription: "Bring your WhatsApp links in from a CSV file, or download all of yours.",
  exportTitle: "Export",
  /** The page names the workspace it works on: another workspace's links are neither exported nor imported into. */
  workspaceLine: "In the workspace “{workspace}”.",
  exportDescription:
    "Every link of the workspace “{workspace}” as a CSV file: code, short URL, number (with its country code), message, creation date and clicks by people. Links of your other workspaces are not in it.",
  exportLink: "Download the links of “{workspace}” (CSV)",
  importTitle: "Import",
  importDescription:
    "A CSV file with a header row: a phone column (or url, target or long_url holding wa.me or api.whatsapp.com links), and optionally message, alias and created. Exports from Bitly, Shlink, YOURLS and Kutt work as they are, and so does ours. Comma, semicolon or tab; at most 2 MB. Each row is created or refused on its own, and importing the same file again creates nothing new.",
  fileLabel: "CSV file",
  countryLabel: "Country for numbers without a country code (optional)",
  countryHint: "Two letters, such as GB or US. A country column in the file wins for its row.",
  submit: "Import links",
  pending: "Importing…",
  preview: "Preview",
  previewPending: "Checking…",
  resultTitle: "Import report",
  importCounts: { imported: "created", skipped: "already there", refused: "refused" },
  previewTitle: "Preview",
  previewNothingYet: "Nothing imported yet. Importing this file now:",
  previewCounts: { imported: "would be created", skipped: "already there", refused: "would be refused" },
  previewNext: "To import this file, press Import links below with it chosen.",
  firstRowsTitle: "First rows",
  numberHeading: "Number",
  messageHeading: "Message",
  aliasHeading: "Alias",
  outcomeHeading: "Outcome",
  newCode: "new code",
  outcomes: { create: "New link", exists: "Already there" },
  refusedTitle: "Rows refused",
  reportLink: "Download the report (CSV)",
  moreRefused: "Only the first rows refused are listed; the count above includes them all.",
  progressLabel: "Import progress",
  progressSending: "Sending your file…",
  progressReading: "Reading your file…",
  progressCount: "{read, number} of about {about, number} rows read",
  recentTitle: "Recent imports",
  /** `{counts}`: the three counts with their words ("3 created, 1 already there, 0 refused"). */
  importRunning: "Importing now: {counts} so far.",
  importStopped: "Stopped before the end of the file: {counts}.",
  importUndone:
    "{links, plural, one {Undone: its # link was deleted.} other {Undone: its # links were deleted.}}",
  undo: "Undo this import…",
  undoQuestion:
    "{links, plural, one {Delete the # link this import created, with its clicks? Its short link stops working at once.} other {Delete the # links this import created, with their clicks? Their short links stop working at once.}} Links that were already there are kept. This cannot be reversed.",
  undoConfirm: "{links, plural, one {Delete # link} other {Delete # links}}",
  undoing: "Deleting…",
  undoDone: "{links, plural, one {Import undone: # link deleted.} other {Import undone: # links deleted.}}",
  undoGone: "That import was undone already, or is still running.",
  lineHeading: "Line",
  codeHeading: "Problem",
  errors: {
    busy: "Other imports are running on the server right now. Try again in {seconds} seconds: nothing was imported.",
    noFile: "Choose a CSV file with a header row.",
    tooBig: "The file is larger than {maxMb} MB: split it, or ask the operator to import it.",
    badCountry: "The country is two letters, such as GB or US, or left empty.",
    tooOften:
      "{minutes, plural, one {You have imported or previewed many files this hour. Try again in # minute.} other {You have imported or previewed many files this hour. Try again in # minutes.}}",
  },
  /** Why a whole file cannot be imported (core/import-columns.ts ImportFileProblem). */
  fileErrors: {
    too_many_columns:
      "The first row has more than {max, number} columns: remove the ones you do not need and import the file again.",
    no_number_column:
      'This file does not read as a CSV of links: its first row must name the columns, with a "phone" column (or "url", "target" or "long_url" holding WhatsApp links).',
    too_many_rows: "The file has more than {max, number} rows: split it into smaller files.",
    empty: "The file is empty: it has no header row.",
  },
  /** Why a row was refused, by its code (domain/links/import-links.server.ts); other codes read as the API's. */
  rowErrors: {
    row_too_long: "The line is longer than any link's fields could be (1 MiB); it was not read.",
    invalid_date:
      "The created date is not a date from 2000 to today (use 2026-03-01, 2026-03-01T10:00:00Z or Unix seconds).",
    alias_taken: "Another link already has this alias (aliases match whatever their case).",
    creation_limit:
      "Over the account's hourly link allowance for imports: import the same file again later to add the rest.",
    unclosed_quote:
      'The quote (") that opens on line {quoteLine} is never closed, so {taken, plural, =0 {line {quoteLine} was not imported} other {lines {quoteLine}–{lastLine} were read as one row and none of them was imported}}. Close it (a quote inside a message is written twice: "") and import the file again: rows imported already are skipped.',
    invalid_csv:
      "This line could not be read as CSV (a quote or separator out of place); it was not imported.",
  },
} as const;
