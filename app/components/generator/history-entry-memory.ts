import type { GeneratedLink } from "./generate-request";

/** What the generator had on screen in one history entry. */
export interface GeneratorSnapshot {
  phone: string;
  alias: string;
  message: string;
  link: GeneratedLink;
  linkKey: string;
}

/** Entries kept: enough for any Back/Forward walk, small enough never to matter. */
const MAX_ENTRIES = 20;
const snapshots = new Map<string, GeneratorSnapshot>();

/**
 * The history entry this page is in: React Router keeps a key in history.state, which Back
 * and Forward bring back; null outside a browser or a router.
 */
export function historyEntryKey(): string | null {
  if (typeof window === "undefined") return null;
  const state: unknown = window.history.state;
  const key = typeof state === "object" && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === "string" && key !== "" ? key : null;
}

/**
 * Kept in memory only, for this page's life: after Back then Forward (a client-side
 * navigation that remounts the generator) the result comes back; a reload forgets it,
 * as docs/product.md says of the same-link memory.
 */
export function rememberSnapshot(entry: string, snapshot: GeneratorSnapshot): void {
  snapshots.delete(entry);
  snapshots.set(entry, snapshot);
  while (snapshots.size > MAX_ENTRIES) {
    const oldest = snapshots.keys().next().value;
    if (oldest === undefined) break;
    snapshots.delete(oldest);
  }
}

export function recallSnapshot(entry: string): GeneratorSnapshot | null {
  return snapshots.get(entry) ?? null;
}
