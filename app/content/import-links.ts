/** The dashboard's Import and export page. Every sentence is true of domain/links/import-csv.server.ts. */
export const IMPORT_COPY = {
  title: "Import and export links",
  metaDescription: "Bring your WhatsApp links in from a CSV file, or download all of yours.",
  exportTitle: "Export",
  exportDescription:
    "Every link in your account as a CSV file: code, short URL, number (with its country code), message, creation date and clicks by people.",
  exportLink: "Download your links (CSV)",
  importTitle: "Import",
  importDescription:
    "A CSV file with a header row: a phone column (or url, target or long_url holding wa.me or api.whatsapp.com links), and optionally message, alias and created. Exports from Bitly, Shlink, YOURLS and Kutt work as they are, and so does ours. Comma, semicolon or tab; at most 2 MB. Each row is created or refused on its own, and importing the same file again creates nothing new.",
  fileLabel: "CSV file",
  countryLabel: "Country for numbers without a country code (optional)",
  countryHint: "Two letters, such as GB or US. A country column in the file wins for its row.",
  submit: "Import links",
  pending: "Importing…",
  resultTitle: "Import report",
  imported: "created",
  skipped: "already there",
  refused: "refused",
  refusedTitle: "Rows refused",
  reportLink: "Download the report (CSV)",
  moreRefused: "Only the first rows refused are listed; the count above includes them all.",
  lineHeading: "Line",
  codeHeading: "Problem",
} as const;
