import type { ImportRowFields } from "#core/import-columns";
import type { Db } from "#db/client.server";
import type { ImportPage } from "./import-csv.server";
import {
  checkImportPage,
  findHolders,
  type ImportCandidate,
  type ImportOptions,
  type ImportPageResult,
  type RowCheck,
  refusal,
  sameDestination,
} from "./import-links.server";

/**
 * The dashboard's "Preview" of an import: the same checks as `importLinks`, against the
 * same links, writing nothing. Its counts say what importing the file now would do (a
 * link made by someone else in between can still take an alias).
 */

/** Rows shown as read, at the top of a preview. */
export const PREVIEW_ROWS_SHOWN = 10;

export interface PreviewRow {
  line: number;
  /** E.164, as the link will open it. */
  phone: string;
  message: string | null;
  /** The alias the row asks for; null: a new code is generated. */
  alias: string | null;
  outcome: "create" | "exists";
}

export interface ImportPreview {
  /** Pass to `importCsv` in place of `importLinks`: counts what each page would do. */
  page: ImportPage;
  /** The first PREVIEW_ROWS_SHOWN rows that would be created or are already there, by line. */
  rows(): PreviewRow[];
}

function previewOf(candidate: ImportCandidate): Omit<PreviewRow, "outcome"> {
  return {
    line: candidate.line,
    phone: `+${candidate.phone}`,
    message: candidate.message,
    alias: candidate.hasAlias ? candidate.code : null,
  };
}

export function previewImportLinks(db: Db): ImportPreview {
  const shown: PreviewRow[] = [];
  // Rows of earlier pages, so a repeat across pages counts once, as the import counts it.
  const seen = new Map<string, ImportCandidate>();
  // One page at a time: `seen` must hold every earlier page before the next is judged.
  let previous: Promise<unknown> = Promise.resolve();

  const judge = async (
    rows: ImportRowFields[],
    options: ImportOptions,
    prechecked?: readonly RowCheck[],
  ): Promise<ImportPageResult> => {
    const checked = await checkImportPage(rows, options, prechecked);
    const result: ImportPageResult = { imported: 0, skipped: checked.skipped, refused: checked.refused };
    const keyOf = (c: ImportCandidate) => (c.hasAlias ? `a:${c.codeKey}` : `i:${c.importKey}`);
    const fresh: ImportCandidate[] = [];
    for (const candidate of checked.candidates) {
      const earlier = seen.get(keyOf(candidate));
      if (earlier === undefined) fresh.push(candidate);
      else if (sameDestination(earlier, candidate)) result.skipped++;
      else result.refused.push(refusal(candidate.line, "alias_taken"));
    }
    const { holdingCode, holdingImportKey } = await findHolders(db, fresh);
    for (const candidate of fresh) {
      seen.set(keyOf(candidate), candidate);
      const holder = candidate.hasAlias ? holdingCode.get(candidate.codeKey) : undefined;
      let outcome: PreviewRow["outcome"];
      if (holder !== undefined && !sameDestination(holder, candidate)) {
        if (candidate.aliasOptional !== true) {
          result.refused.push(refusal(candidate.line, "alias_taken"));
          continue;
        }
        // A Bitly back-half someone else holds: the import gives the link a new code.
        result.imported++;
        shown.push({ ...previewOf(candidate), alias: null, outcome: "create" });
        continue;
      }
      if (
        holder !== undefined ||
        (candidate.importKey !== null && holdingImportKey.has(candidate.importKey))
      ) {
        result.skipped++;
        outcome = "exists";
      } else {
        result.imported++;
        outcome = "create";
      }
      shown.push({ ...previewOf(candidate), outcome });
    }
    // Only the first rows are kept: the list stays small whatever the file's size.
    shown.sort((a, b) => a.line - b.line);
    shown.length = Math.min(shown.length, PREVIEW_ROWS_SHOWN);
    result.refused.sort((a, b) => a.line - b.line);
    return result;
  };

  return {
    page: (rows, options, prechecked) => {
      const turn = previous.then(() => judge(rows, options, prechecked));
      previous = turn.catch(() => {});
      return turn;
    },
    rows: () => [...shown],
  };
}
