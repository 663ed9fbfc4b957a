import { sql } from "drizzle-orm";
import type { Db } from "../client.server";

/**
 * Set-based statements for bulk import and export: one statement per page of
 * rows (arrays through `unnest`), not one per link, so the cost per link is the
 * database's, not a round trip's.
 */

export interface ImportedLinkRow {
  code: string;
  codeKey: string;
  /** Digits only, country code first. */
  phone: string;
  message: string | null;
  /** From the file; null: now. */
  createdAt: Date | null;
  importKey: string | null;
  workspaceId: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Inserts the rows that take no code, alias or import key already used; returns
 * the code keys it inserted. The others are left for the caller to explain.
 */
export async function insertImportedLinks(
  db: Db,
  rows: readonly ImportedLinkRow[],
  createdBy: number | null,
  importId: string | null = null,
): Promise<Map<string, InsertedLink>> {
  if (rows.length === 0) return new Map();
  const column = <K extends keyof ImportedLinkRow>(key: K) => sql.param(rows.map((row) => row[key]));
  const created = sql.param(rows.map((row) => row.createdAt?.toISOString() ?? null));
  const result = await db.execute(sql`
    insert into links (code, code_key, phone, message, created_at, updated_at, import_key, workspace_id, created_by,
      import_id)
    select code, code_key, phone, message, coalesce(created, now()), coalesce(created, now()), import_key, workspace_id,
      ${createdBy}::integer, ${importId}::text
    from unnest(${column("code")}::text[], ${column("codeKey")}::text[], ${column("phone")}::text[],
      ${column("message")}::text[], ${created}::timestamptz[], ${column("importKey")}::text[],
      ${column("workspaceId")}::text[]) as t(code, code_key, phone, message, created, import_key, workspace_id)
    on conflict do nothing
    returning id, code_key, qr_ref, created_at, updated_at`);
  return new Map(
    rowsOf<{
      id: number | string;
      code_key: string;
      qr_ref: boolean;
      created_at: string | Date;
      updated_at: string | Date;
    }>(result).map((row) => [
      row.code_key,
      {
        id: Number(row.id),
        qrRef: row.qr_ref,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
      },
    ]),
  );
}

/** What the database gave a link an import inserted (for its `link.created` event). */
export interface InsertedLink {
  id: number;
  qrRef: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ExistingImportTarget {
  codeKey: string;
  importKey: string | null;
  phone: string;
  message: string | null;
  workspaceId: string | null;
}

/** The links holding any of these code keys or import keys (why a row was not inserted). */
export async function findImportConflicts(
  db: Db,
  codeKeys: readonly string[],
  importKeys: readonly string[],
): Promise<ExistingImportTarget[]> {
  if (codeKeys.length === 0 && importKeys.length === 0) return [];
  const result = await db.execute(sql`
    select code_key, import_key, phone, message, workspace_id from links
    where (code_key = any(${sql.param([...codeKeys])}::text[]) and domain_id is null)
       or import_key = any(${sql.param([...importKeys])}::text[])`);
  return rowsOf<{
    code_key: string;
    import_key: string | null;
    phone: string;
    message: string | null;
    workspace_id: string | null;
  }>(result).map((row) => ({
    codeKey: row.code_key,
    importKey: row.import_key,
    phone: row.phone,
    message: row.message,
    workspaceId: row.workspace_id,
  }));
}

export interface ExportedLinkRow {
  id: number;
  code: string;
  /** Null for a team link (its agents hold the numbers). */
  phone: string | null;
  message: string | null;
  createdAt: Date;
  /** Human clicks (bots left out), as the dashboard counts them. */
  clicks: number;
  /** The custom domain it is served on; null: the main host. */
  domain: string | null;
}

/**
 * Active links with an id above `afterId`, oldest first, with their human clicks;
 * a workspace's only when `workspaceId` is given.
 */
export async function listLinksForExport(
  db: Db,
  afterId: number,
  limit: number,
  workspaceId: string | null,
): Promise<ExportedLinkRow[]> {
  const owner = workspaceId === null ? sql`` : sql`and l.workspace_id = ${workspaceId}`;
  const result = await db.execute(sql`
    select l.id, l.code, l.phone, l.message, l.created_at,
      (select d.name from domains d where d.id = l.domain_id) as domain,
      coalesce((select sum(r.count) from click_rollups r
        where r.link_id = l.id and r.dimension = 'total' and not r.is_bot), 0) as clicks
    from links l
    where l.id > ${afterId} and l.status = 'active' ${owner}
    order by l.id
    limit ${limit}`);
  return rowsOf<{
    id: number | string;
    code: string;
    phone: string | null;
    message: string | null;
    created_at: Date | string;
    domain: string | null;
    clicks: number | string;
  }>(result).map((row) => ({
    id: Number(row.id),
    code: row.code,
    phone: row.phone,
    message: row.message,
    createdAt: new Date(row.created_at),
    clicks: Number(row.clicks),
    domain: row.domain,
  }));
}
