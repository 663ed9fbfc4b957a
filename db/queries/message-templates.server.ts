import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { messageTemplates } from "../schema";

/** A workspace's message templates: listed by name, counted, added, changed, deleted. */

export interface TemplateRow {
  id: string;
  name: string;
  body: string;
  updatedAt: Date;
}

const COLUMNS = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  body: messageTemplates.body,
  updatedAt: messageTemplates.updatedAt,
};

export async function listTemplateRows(db: Db, workspaceId: string): Promise<TemplateRow[]> {
  return db
    .select(COLUMNS)
    .from(messageTemplates)
    .where(eq(messageTemplates.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id));
}

export async function countTemplates(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageTemplates)
    .where(eq(messageTemplates.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insertTemplate(
  db: Db,
  row: { id: string; workspaceId: string; name: string; body: string },
): Promise<void> {
  await db.insert(messageTemplates).values(row);
}

/** True when the workspace had that template. */
export async function updateTemplateRow(
  db: Db,
  workspaceId: string,
  id: string,
  change: { name: string; body: string },
): Promise<boolean> {
  const rows = await db
    .update(messageTemplates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(messageTemplates.workspaceId, workspaceId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}

/** True when the workspace had that template. */
export async function deleteTemplateRow(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.workspaceId, workspaceId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}
