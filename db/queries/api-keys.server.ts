import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { type ApiKeyScope, accounts, apiKeys, workspaceMembers, workspaces } from "../schema";
import type { WorkspaceRow } from "./workspaces.server";

/** A workspace's API keys: made, found by their hash, listed, revoked. */

/** How many live (unrevoked) keys the workspace has. */
export async function countLiveApiKeys(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertApiKey(
  db: Db,
  row: {
    id: string;
    workspaceId: string;
    name: string;
    scope: ApiKeyScope;
    tokenHash: string;
    createdBy: number | null;
  },
): Promise<void> {
  await db.insert(apiKeys).values(row);
}

export interface ApiKeyHolder {
  keyId: string;
  scope: ApiKeyScope;
  workspace: WorkspaceRow;
  /** Who made the key: the links it makes count as theirs (null once that account is gone). */
  accountId: number | null;
}

/**
 * The live key with this hash and its workspace; null for an unknown or revoked key, one
 * whose workspace has a suspended owner (docs/decisions/0133), or one whose maker is
 * suspended or no longer a member of its workspace (a removed member's keys end with their
 * membership, and a suspension holds whatever the workspace does; issue 21). Marks it used,
 * at most once a minute (a write per call would cost more than the call).
 */
export async function findApiKeyHolder(db: Db, tokenHash: string): Promise<ApiKeyHolder | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      id: workspaces.id,
      name: workspaces.name,
      personalAccountId: workspaces.personalAccountId,
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .where(
      and(
        eq(apiKeys.tokenHash, tokenHash),
        isNull(apiKeys.revokedAt),
        sql`(${apiKeys.createdBy} is null or exists (
          select 1 from ${workspaceMembers} km join ${accounts} ka on ka.id = km.account_id
          where km.workspace_id = ${apiKeys.workspaceId} and km.account_id = ${apiKeys.createdBy}
            and ka.banned_at is null))`,
        sql`not exists (
          select 1 from ${workspaceMembers} m join ${accounts} a on a.id = m.account_id
          where m.workspace_id = ${workspaces.id} and m.role = 'owner' and a.banned_at is not null)`,
      ),
    );
  if (row === undefined) return null;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, row.keyId),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
  return {
    keyId: row.keyId,
    scope: row.scope,
    workspace: { id: row.id, name: row.name, personalAccountId: row.personalAccountId },
    accountId: row.createdBy,
  };
}

/** Revokes a key of the workspace; false when it has no such live key. */
export async function revokeApiKeyRow(db: Db, workspaceId: string, keyId: string): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

export interface ApiKeyListing {
  id: string;
  name: string;
  scope: ApiKeyScope;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The workspace's live keys, newest first (never the hash). */
export async function listLiveApiKeys(db: Db, workspaceId: string): Promise<ApiKeyListing[]> {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(200);
}

/** The workspace a key belongs to, or null. */
export async function findApiKeyWorkspace(db: Db, keyId: string): Promise<string | null> {
  const [row] = await db
    .select({ workspaceId: apiKeys.workspaceId })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId));
  return row?.workspaceId ?? null;
}
