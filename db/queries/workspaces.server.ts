import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import {
  type ApiKeyScope,
  accounts,
  apiKeys,
  type WorkspaceRole,
  workspaceMembers,
  workspaces,
} from "../schema";

/** Workspaces, their members and their API keys. */

export interface WorkspaceRow {
  id: string;
  name: string;
  /** The account whose personal workspace this is (every account has one). */
  personalAccountId: number | null;
}

/** The account's personal workspace, made (with the account as its owner) if it has none yet. */
export async function ensurePersonalWorkspaceRow(
  db: Db,
  accountId: number,
  newId: string,
): Promise<WorkspaceRow> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workspaces)
      .values({ id: newId, name: "Personal", personalAccountId: accountId })
      .onConflictDoNothing({ target: workspaces.personalAccountId })
      .returning({ id: workspaces.id });
    if (inserted.length > 0)
      await tx.insert(workspaceMembers).values({ workspaceId: newId, accountId, role: "owner" });
  });
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, personalAccountId: workspaces.personalAccountId })
    .from(workspaces)
    .where(eq(workspaces.personalAccountId, accountId));
  if (row === undefined) throw new Error("personal workspace missing after insert");
  return row;
}

/** The account that owns a workspace's links (its personal account); null for no such workspace. */
export async function findWorkspaceLinkOwner(db: Db, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ owner: workspaces.personalAccountId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.owner ?? null;
}

/** A workspace the account belongs to, with its role there; null otherwise (absent and foreign look alike). */
export async function findMembership(
  db: Db,
  accountId: number,
  workspaceId: string,
): Promise<(WorkspaceRow & { role: WorkspaceRole }) | null> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personalAccountId: workspaces.personalAccountId,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.accountId, accountId), eq(workspaceMembers.workspaceId, workspaceId)));
  return row ?? null;
}

export async function listMembers(
  db: Db,
  workspaceId: string,
): Promise<Array<{ email: string; role: WorkspaceRole }>> {
  return db
    .select({ email: accounts.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(accounts, eq(accounts.id, workspaceMembers.accountId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(accounts.email));
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
  /** Whose links the workspace holds: its personal account (not suspended). */
  accountId: number;
}

/**
 * The live key with this hash, its workspace and the account behind it; null for an
 * unknown or revoked key, or one whose account is suspended. Marks it used, at most
 * once a minute (a write per call would cost more than the call).
 */
export async function findApiKeyHolder(db: Db, tokenHash: string): Promise<ApiKeyHolder | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scope: apiKeys.scope,
      id: workspaces.id,
      name: workspaces.name,
      personalAccountId: workspaces.personalAccountId,
      bannedAt: accounts.bannedAt,
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .innerJoin(accounts, eq(accounts.id, workspaces.personalAccountId))
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
  if (row === undefined || row.bannedAt !== null || row.personalAccountId === null) return null;
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
    accountId: row.personalAccountId,
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
