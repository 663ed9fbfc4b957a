import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_WORKSPACE_NAME } from "#core/workspace-name";
import type { Db } from "../client.server";
import { accounts, links, type WorkspaceRole, workspaceMembers, workspaces } from "../schema";
import { LINK_CACHE_KEY } from "./link-cache-key.server";

/** Workspaces and their members (their API keys: api-keys.server.ts). */

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
      .values({ id: newId, name: DEFAULT_WORKSPACE_NAME, personalAccountId: accountId })
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

/**
 * Runs `change` in one transaction holding the workspace row's lock (`for update`), so
 * changes to one workspace's members, their roles and its invitations happen one at a
 * time: two owners leaving at once cannot both see the other one stay. Works on
 * PostgreSQL and PGlite alike. `change` reads and writes through the transaction it gets.
 */
export async function withWorkspaceLocked<T>(
  db: Db,
  workspaceId: string,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${workspaces} where ${workspaces.id} = ${workspaceId} for update`);
    return change(tx as unknown as Db);
  });
}

/**
 * `withWorkspaceLocked` for every shared workspace the account belongs to, locked in id
 * order (as one lock each elsewhere, so no two transactions wait on each other in a
 * circle): deleting an account cannot race a co-owner leaving the same workspace.
 */
export async function withAccountWorkspacesLocked<T>(
  db: Db,
  accountId: number,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${workspaces} w
      where w.personal_account_id is null
        and exists (select 1 from ${workspaceMembers} m where m.workspace_id = w.id and m.account_id = ${accountId})
      order by w.id for update`);
    return change(tx as unknown as Db);
  });
}

/** The workspace with this id; null for none. */
export async function findWorkspaceRow(db: Db, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, personalAccountId: workspaces.personalAccountId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row ?? null;
}

export interface MembershipRow extends WorkspaceRow {
  role: WorkspaceRole;
}

/** A workspace as one member has it: the workspace and that member's role. */
const MEMBERSHIP_COLUMNS = {
  id: workspaces.id,
  name: workspaces.name,
  personalAccountId: workspaces.personalAccountId,
  role: workspaceMembers.role,
};

/** Every workspace the account belongs to, with its role: the personal one first, then by name. */
export async function listMemberships(db: Db, accountId: number): Promise<MembershipRow[]> {
  return db
    .select(MEMBERSHIP_COLUMNS)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.accountId, accountId))
    .orderBy(
      sql`${workspaces.personalAccountId} is null`,
      asc(sql`lower(${workspaces.name})`),
      asc(workspaces.id),
    )
    .limit(200);
}

/** How many shared workspaces the account is a member of (the cap on making more). */
export async function countSharedMemberships(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.accountId, accountId), isNull(workspaces.personalAccountId)));
  return Number(row?.n ?? 0);
}

/** A new shared workspace with the account as its first owner. */
export async function insertSharedWorkspace(
  db: Db,
  row: { id: string; name: string; ownerId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values({ id: row.id, name: row.name });
    await tx.insert(workspaceMembers).values({ workspaceId: row.id, accountId: row.ownerId, role: "owner" });
  });
}

export async function renameWorkspaceRow(db: Db, workspaceId: string, name: string): Promise<void> {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/**
 * Deletes a shared workspace (its keys and members go by cascade); never a personal one. Its
 * links are deleted first in the same transaction, so the code keys returned are exactly the
 * links that went (a link made meanwhile is either among them or in no workspace that went);
 * null when there was no such shared workspace.
 */
export async function deleteSharedWorkspaceRow(db: Db, workspaceId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.personalAccountId)))
      .for("update");
    if (target === undefined) return null;
    const gone = await tx
      .delete(links)
      .where(eq(links.workspaceId, workspaceId))
      .returning({ codeKey: LINK_CACHE_KEY });
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return gone.map((link) => link.codeKey);
  });
}

/**
 * The workspace that holds a link, with the account's role there; null when the link does
 * not exist or its workspace is not one of the account's (the two look alike).
 */
export async function findLinkMembership(
  db: Db,
  accountId: number,
  linkId: number,
): Promise<MembershipRow | null> {
  const [row] = await db
    .select(MEMBERSHIP_COLUMNS)
    .from(links)
    .innerJoin(workspaces, eq(workspaces.id, links.workspaceId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, links.workspaceId), eq(workspaceMembers.accountId, accountId)),
    )
    .where(
      and(
        eq(links.id, linkId),
        // A suspended maker's link is hidden from its workspace too (account-links.server.ts).
        sql`not exists (select 1 from ${accounts} where ${accounts.id} = ${links.createdBy}
          and ${accounts.bannedAt} is not null)`,
      ),
    );
  return row ?? null;
}

/** A workspace the account belongs to, with its role there; null otherwise (absent and foreign look alike). */
export async function findMembership(
  db: Db,
  accountId: number,
  workspaceId: string,
): Promise<(WorkspaceRow & { role: WorkspaceRole }) | null> {
  const [row] = await db
    .select(MEMBERSHIP_COLUMNS)
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

/** Shared workspaces where the account is the only owner, each with how many other members it has. */
export async function listSoleOwnedWorkspaces(
  db: Db,
  accountId: number,
): Promise<Array<{ id: string; name: string; others: number }>> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      others: sql<number>`(select count(*)::int from ${workspaceMembers} o
        where o.workspace_id = ${workspaces.id} and o.account_id <> ${accountId})`,
    })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaces.id),
        eq(workspaceMembers.accountId, accountId),
        eq(workspaceMembers.role, "owner"),
      ),
    )
    .where(
      and(
        isNull(workspaces.personalAccountId),
        sql`not exists (select 1 from ${workspaceMembers} o
          where o.workspace_id = ${workspaces.id} and o.role = 'owner' and o.account_id <> ${accountId})`,
      ),
    );
  return rows.map((row) => ({ ...row, others: Number(row.others) }));
}
