import { LRUCache } from "lru-cache";

/** What the dashboard's progress bar shows while a file is imported or previewed. */
export interface ImportProgressState {
  /** Rows of the file checked so far (sent to be checked and written). */
  rowsRead: number;
  /** Lines in the file, less its header: a row may span lines (a quoted message), so "about". */
  about: number;
  imported: number;
  skipped: number;
  refused: number;
  done: boolean;
}

/**
 * Imports in progress on this instance, by account and the id the page made for its
 * upload. Bounded and short-lived: it only has to outlive one request of a few seconds.
 * Another instance behind a load balancer does not know the upload, and the page then
 * shows an indeterminate bar.
 */
const running = new LRUCache<string, ImportProgressState>({ max: 1000, ttl: 10 * 60_000 });

/** 8–64 letters, digits, _ or -: what the page makes (hex); anything else is not tracked. */
export function validUploadId(value: unknown): value is string {
  return typeof value === "string" && value.length >= 8 && value.length <= 64 && /^[\w-]+$/.test(value);
}

const keyOf = (accountId: number, uploadId: string) => `${accountId}:${uploadId}`;

export function startImportProgress(accountId: number, uploadId: string, about: number): void {
  running.set(keyOf(accountId, uploadId), {
    rowsRead: 0,
    about,
    imported: 0,
    skipped: 0,
    refused: 0,
    done: false,
  });
}

export function noteImportProgress(
  accountId: number,
  uploadId: string,
  next: Partial<ImportProgressState>,
): void {
  const key = keyOf(accountId, uploadId);
  const current = running.get(key);
  if (current !== undefined) running.set(key, { ...current, ...next });
}

/** One account's upload only: another account's id reads as unknown. */
export function readImportProgress(accountId: number, uploadId: string): ImportProgressState | null {
  return running.get(keyOf(accountId, uploadId)) ?? null;
}
