import type { IMPORT_COPY } from "../../content/import-links";
import type { Translated } from "../../content/translated";
import type { MessageValues } from "../../lib/i18n/format-message";

/** The import page's copy in the page's language, as its loader sent it, for the page's parts. */
export interface ImportWords {
  copy: Translated<typeof IMPORT_COPY>;
  format: (message: string, values?: MessageValues) => string;
  /** A count in the page's digits and separators. */
  count: (value: number) => string;
}

/** "3 created, 1 already there, 0 refused" in the page's language. */
export function countsText(
  { copy, count }: ImportWords,
  counts: { imported: number; skipped: number; refused: number },
  words: ImportWords["copy"]["importCounts"] = copy.importCounts,
): string {
  return `${count(counts.imported)} ${words.imported}, ${count(counts.skipped)} ${words.skipped}, ${count(counts.refused)} ${words.refused}`;
}
