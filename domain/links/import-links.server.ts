import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { z } from "zod";
import { codeKey } from "#core/alias";
import { API_ERRORS, type ApiErrorCode } from "#core/errors";
import { backHalfAlias, type ImportRowFields, importRowRequest, readCreated } from "#core/import-columns";
import { checkShortenRequest } from "#core/shorten-input";
import { WORKSPACE_ID_PATTERN } from "#core/workspace-id";
import type { Db } from "#db/client.server";
import {
  type ExistingImportTarget,
  findImportConflicts,
  type ImportedLinkRow,
  insertImportedLinks,
} from "#db/queries/import-links.server";
import { enqueueLinkEvents, linkEventData } from "#domain/webhooks/link-events.server";
import { generateCode } from "./generate-code.server";
import type { CacheInvalidation } from "./link-cache-bus.server";

/**
 * `npm run admin -- import`: a page of a CSV file's rows, each created or refused
 * on its own, with one insert for the page (docs/decisions/0129). The same rules as
 * the home page check every row. Importing a file again creates nothing new: a row
 * with an alias finds its alias holding the same destination, a row without one
 * finds its import key (scope, number and message).
 */

/** Rows per page: one insert statement each; the CLI sends pages of at most this. */
export const IMPORT_PAGE_MAX_ROWS = 1000;
/**
 * Rows checked between two turns of the event loop (40–190 µs each), so redirects keep
 * flowing when a page arrives unchecked (the operator's CLI through the running server).
 */
const CHECKED_PER_TURN = 5;
/** A generated code taken already: new codes for those rows, a few times at most. */
const GENERATED_CODE_ATTEMPTS = 8;

export interface ImportOptions {
  /** ISO 3166-1 alpha-2 for numbers written without their country code. */
  country?: string;
  /** The workspace of the new links; null: anonymous, as if made on the home page. */
  workspaceId: string | null;
  /** Who is importing (the dashboard's account); absent: the operator, recorded as nobody. */
  createdBy?: number;
  /**
   * How many of `wanted` new links the importer may still create (the account's hourly
   * creation allowance, shared with the dashboard and the API); absent: no limit (the operator).
   */
  allowance?: (wanted: number) => Promise<number>;
  /** The dashboard import the links belong to (undone as a whole); absent: none. */
  importId?: string;
}

export interface ImportRefusal {
  line: number;
  error: string;
  message: string;
  /** The numbers its message names, so it can be said in another language. */
  params?: Record<string, number>;
}

export interface ImportPageResult {
  imported: number;
  skipped: number;
  refused: ImportRefusal[];
}

/** What the operator endpoint accepts as a page (the CLI's bounds, checked again). */
export const importPageSchema = z.object({
  /** The links' workspace (`import --workspace`, checked by the CLI first); absent: anonymous links. */
  workspaceId: z.string().regex(WORKSPACE_ID_PATTERN).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  rows: z
    .array(
      z.object({
        line: z
          .number()
          .int()
          .min(2)
          .max(2 ** 31),
        phone: z.string().max(257).optional(),
        url: z.string().max(8193).optional(),
        message: z.string().max(20_001).optional(),
        alias: z.string().max(1025).optional(),
        country: z.string().max(17).optional(),
        created: z.string().max(65).optional(),
        backHalf: z.string().max(2049).optional(),
        cut: z.boolean().optional(),
      }),
    )
    .max(IMPORT_PAGE_MAX_ROWS),
});

const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  row_too_long: "The line is longer than any link's fields could be (1 MiB); it was not read.",
  invalid_date:
    "The created date is not a date from 2000 to today (use 2026-03-01, 2026-03-01T10:00:00Z or Unix seconds).",
  alias_taken: "Another link already has this alias (aliases match whatever their case).",
  creation_limit:
    "Over the account's hourly link allowance for imports: import the same file again later to add the rest.",
};

export interface ImportCandidate extends ImportedLinkRow {
  line: number;
  hasAlias: boolean;
  /** A Bitly back-half, kept only when free: taken, the link gets a new code instead of a refusal. */
  aliasOptional?: boolean;
}

/** The candidate under a generated code (its back-half was taken), found again by its import key. */
function withGeneratedCode(candidate: ImportCandidate): ImportCandidate {
  const code = generateCode();
  return {
    ...candidate,
    code,
    codeKey: code,
    hasAlias: false,
    aliasOptional: false,
    importKey: importKeyOf(candidate.workspaceId, candidate.phone, candidate.message),
  };
}

/** A page's rows checked each on its own, then against each other: what is left to write. */
export interface CheckedImportPage {
  /** Rows to create, at most one per alias and one per import key. */
  candidates: ImportCandidate[];
  /** Rows repeating an earlier row of the page (same alias or key, same chat). */
  skipped: number;
  refused: ImportRefusal[];
}

/** One row checked on its own (`checkImportRow`): what to create, or why not. */
export type RowCheck = ImportCandidate | { error: string; message?: string };

/**
 * `prechecked`: the rows' own checks made already, in order (the upload's reading thread
 * makes them, so the event loop only compares rows here); absent, they are made here.
 */
export async function checkImportPage(
  rows: readonly ImportRowFields[],
  options: ImportOptions,
  prechecked?: readonly RowCheck[],
): Promise<CheckedImportPage> {
  const checked: CheckedImportPage = { candidates: [], skipped: 0, refused: [] };
  const byCodeKey = new Map<string, ImportCandidate>();
  const byImportKey = new Map<string, ImportCandidate>();
  for (const [index, row] of rows.entries()) {
    const ready = prechecked?.[index];
    if (ready === undefined && index > 0 && index % CHECKED_PER_TURN === 0) await nextTurn();
    let candidate = ready ?? checkImportRow(row, options);
    if ("error" in candidate) {
      checked.refused.push(refusal(row.line, candidate.error, candidate.message));
      continue;
    }
    const holder = candidate.aliasOptional ? byCodeKey.get(candidate.codeKey) : undefined;
    if (holder !== undefined && !sameDestination(holder, candidate)) candidate = withGeneratedCode(candidate);
    const earlier = candidate.hasAlias
      ? byCodeKey.get(candidate.codeKey)
      : byImportKey.get(candidate.importKey ?? "");
    if (earlier !== undefined) {
      if (sameDestination(earlier, candidate)) checked.skipped++;
      else checked.refused.push(refusal(row.line, "alias_taken"));
      continue;
    }
    if (candidate.hasAlias) byCodeKey.set(candidate.codeKey, candidate);
    else byImportKey.set(candidate.importKey ?? "", candidate);
  }
  checked.candidates = [...byCodeKey.values(), ...byImportKey.values()];
  return checked;
}

export function refusal(line: number, error: string, message?: string): ImportRefusal {
  return {
    line,
    error,
    message: message ?? REFUSAL_MESSAGES[error] ?? API_ERRORS[error as ApiErrorCode] ?? error,
  };
}

/**
 * `invalidateLinks`: as for every other creation, every instance hears of the new aliases
 * (one may hold one as unknown from a moment ago); generated codes were never asked for.
 */
export async function importLinks(
  db: Db,
  rows: readonly ImportRowFields[],
  options: ImportOptions,
  invalidateLinks: (message: CacheInvalidation) => Promise<void>,
  prechecked?: readonly RowCheck[],
): Promise<ImportPageResult> {
  const checked = await checkImportPage(rows, options, prechecked);
  const result: ImportPageResult = { imported: 0, skipped: checked.skipped, refused: checked.refused };
  const refuse = (line: number, error: string) => result.refused.push(refusal(line, error));

  let pending = checked.candidates;
  if (options.allowance !== undefined && pending.length > 0) {
    // Only rows that would make a new link count (importing a file again costs nothing), the
    // first lines first; the rest are refused, and the same file imported later goes on.
    const { holdingCode, holdingImportKey } = await findHolders(db, pending);
    const held = (c: ImportCandidate) =>
      c.hasAlias ? holdingCode.has(c.codeKey) : c.importKey !== null && holdingImportKey.has(c.importKey);
    const fresh = pending.filter((c) => !held(c)).sort((a, b) => a.line - b.line);
    const granted = fresh.length === 0 ? 0 : await options.allowance(fresh.length);
    for (const over of fresh.slice(granted)) refuse(over.line, "creation_limit");
    pending = [...pending.filter(held), ...fresh.slice(0, granted)];
  }
  for (let attempt = 1; pending.length > 0; attempt++) {
    const inserted = await insertImportedLinks(
      db,
      pending,
      options.createdBy ?? null,
      options.importId ?? null,
    );
    await Promise.all(
      pending
        .filter((candidate) => candidate.hasAlias && inserted.has(candidate.codeKey))
        .map((candidate) => invalidateLinks({ kind: "link", codeKey: candidate.codeKey })),
    );
    if (options.workspaceId != null)
      await enqueueLinkEvents(
        db,
        options.workspaceId,
        "link.created",
        pending.flatMap((candidate) => {
          const link = inserted.get(candidate.codeKey);
          if (link === undefined) return [];
          const fields = {
            ...link,
            code: candidate.code,
            phone: candidate.phone,
            message: candidate.message,
          };
          return [
            {
              linkId: link.id,
              data: linkEventData({ ...fields, rotation: null, agents: null, domain: null }),
            },
          ];
        }),
      );
    const left = pending.filter((candidate) => !inserted.has(candidate.codeKey));
    result.imported += pending.length - left.length;
    if (left.length === 0) break;
    const { holdingCode, holdingImportKey } = await findHolders(db, left);
    pending = [];
    for (const candidate of left) {
      if (candidate.hasAlias) {
        const holder = holdingCode.get(candidate.codeKey);
        if (holder !== undefined && sameDestination(holder, candidate)) result.skipped++;
        else if (holder !== undefined && candidate.aliasOptional === true)
          pending.push(withGeneratedCode(candidate));
        else if (holder !== undefined || attempt >= GENERATED_CODE_ATTEMPTS)
          refuse(candidate.line, "alias_taken");
        else pending.push(candidate); // its holder went away in between: try again
      } else if (candidate.importKey !== null && holdingImportKey.has(candidate.importKey)) {
        result.skipped++;
      } else if (attempt >= GENERATED_CODE_ATTEMPTS) {
        throw new Error("could not find a free code after several attempts");
      } else {
        const code = generateCode();
        pending.push({ ...candidate, code, codeKey: code });
      }
    }
  }
  result.refused.sort((a, b) => a.line - b.line);
  return result;
}

/** The links already holding these candidates' aliases (by code key) or import keys. */
export async function findHolders(
  db: Db,
  candidates: readonly ImportCandidate[],
): Promise<{ holdingCode: Map<string, ExistingImportTarget>; holdingImportKey: Set<string> }> {
  const existing = await findImportConflicts(
    db,
    candidates.filter((c) => c.hasAlias).map((c) => c.codeKey),
    candidates.flatMap((c) => (c.importKey === null ? [] : [c.importKey])),
  );
  return {
    holdingCode: new Map(existing.map((link) => [link.codeKey, link])),
    holdingImportKey: new Set(existing.flatMap((link) => (link.importKey === null ? [] : [link.importKey]))),
  };
}

/** A row against the home page's rules, on its own (~40–190 µs: libphonenumber). */
export function checkImportRow(row: ImportRowFields, options: ImportOptions): RowCheck {
  if (row.cut === true) return { error: "row_too_long" };
  const checked = checkShortenRequest(importRowRequest(row, options.country));
  if (!checked.ok)
    return { error: checked.error, ...(checked.message === undefined ? {} : { message: checked.message }) };
  let createdAt: Date | null = null;
  if (row.created !== undefined && row.created.trim() !== "") {
    createdAt = readCreated(row.created);
    if (createdAt === null) return { error: "invalid_date" };
  }
  const { phone, alias } = checked.value;
  const message = checked.value.message ?? null;
  const base = { line: row.line, phone, message, createdAt, workspaceId: options.workspaceId };
  if (alias !== undefined)
    return { ...base, code: alias, codeKey: codeKey(alias), importKey: null, hasAlias: true };
  const backHalf = row.backHalf === undefined ? undefined : backHalfAlias(row.backHalf);
  if (backHalf !== undefined)
    return {
      ...base,
      code: backHalf,
      codeKey: codeKey(backHalf),
      importKey: null,
      hasAlias: true,
      aliasOptional: true,
    };
  const code = generateCode();
  return {
    ...base,
    code,
    codeKey: code,
    importKey: importKeyOf(options.workspaceId, phone, message),
    hasAlias: false,
  };
}

/** The same chat for the same owner: importing it again is not a new link. */
export function sameDestination(
  a: Pick<ImportedLinkRow, "phone" | "message" | "workspaceId">,
  b: Pick<ImportedLinkRow, "phone" | "message" | "workspaceId">,
): boolean {
  return (
    a.phone === b.phone && (a.message ?? null) === (b.message ?? null) && a.workspaceId === b.workspaceId
  );
}

/**
 * Scoped by workspace; anonymous links keep their `v1` scope. (`v1` keys of an account's
 * links were scoped by account id, before links moved to workspaces: docs/decisions/0133.)
 */
function importKeyOf(workspaceId: string | null, phone: string, message: string | null): string {
  const scope = workspaceId === null ? "v1\nanonymous" : `v2\n${workspaceId}`;
  return createHash("sha256")
    .update(`${scope}\n${phone}\n${message ?? ""}`)
    .digest("base64url");
}
