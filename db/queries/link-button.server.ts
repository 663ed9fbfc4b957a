import { and, eq, sql } from "drizzle-orm";
import type { ButtonOptions } from "#core/chat-button";
import type { Db } from "../client.server";
import { links } from "../schema";
import { LINK_CACHE_KEY, onHost } from "./link-cache-key.server";

/** A link as the public chat button may know it: its code, kind and button options, never its number. */
export interface ButtonLinkRow {
  code: string;
  team: boolean;
  /** links.button as stored (null: the defaults); read through core's readButtonOptions. */
  button: unknown;
}

/**
 * A link the redirect would serve (the visibility rules of `findResolvableLinks`: active, creator
 * and owners not banned), by code key, without the `phone` column.
 */
export async function findButtonLink(
  db: Db,
  codeKey: string,
  /** A verified custom domain's id (the caller has checked it is verified); null: the main host. */
  domainId: string | null = null,
): Promise<ButtonLinkRow | null> {
  const result = await db.execute(sql`
    select l.code, l.rotation is not null as team, l.button
    from links l
    where l.code_key = ${codeKey}::text and ${onHost(domainId)}
      and l.status = 'active'
      and not exists (select 1 from banned_creators b where b.fingerprint = l.creator_fingerprint)
      and not exists (select 1 from accounts c where c.id = l.created_by and c.banned_at is not null)
      and not exists (
        select 1 from workspace_members m join accounts o on o.id = m.account_id
        where m.workspace_id = l.workspace_id and m.role = 'owner' and o.banned_at is not null)`);
  const [row] = (result as unknown as { rows: Array<{ code: string; team: boolean; button: unknown }> }).rows;
  if (row === undefined) return null;
  const button = typeof row.button === "string" ? (JSON.parse(row.button) as unknown) : row.button;
  return { code: row.code, team: row.team === true, button };
}

/** Saves a workspace's link's button options; null when the workspace has no such link. */
export async function updateLinkButton(
  db: Db,
  workspaceId: string,
  id: number,
  options: ButtonOptions,
): Promise<{ codeKey: string } | null> {
  const [row] = await db
    .update(links)
    .set({ button: options })
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId)))
    .returning({ codeKey: LINK_CACHE_KEY });
  return row ?? null;
}

/** A workspace's link's stored button options (null: the defaults); undefined when it has no such link. */
export async function findLinkButton(db: Db, workspaceId: string, id: number): Promise<unknown> {
  const [row] = await db
    .select({ button: links.button })
    .from(links)
    .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId)));
  return row === undefined ? undefined : row.button;
}
