import { and, asc, eq, gt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { accounts, type WorkspaceRole, workspaceInvitations, workspaceMembers, workspaces } from "../schema";

/** Invitations to shared workspaces, and the membership changes that go with them. */

export async function insertInvitation(
  db: Db,
  row: {
    id: string;
    workspaceId: string;
    email: string;
    role: WorkspaceRole;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<void> {
  // One pending invitation per address and workspace: a new one replaces it (and its link).
  await db
    .delete(workspaceInvitations)
    .where(
      and(eq(workspaceInvitations.workspaceId, row.workspaceId), eq(workspaceInvitations.email, row.email)),
    );
  await db.insert(workspaceInvitations).values(row);
}

export interface PendingInvitationRow {
  id: string;
  email: string;
  role: WorkspaceRole;
  expiresAt: Date;
  invitedBy: string | null;
}

/** The workspace's unexpired invitations, oldest first (expired ones are dropped on the way). */
export async function listPendingInvitations(db: Db, workspaceId: string): Promise<PendingInvitationRow[]> {
  await db
    .delete(workspaceInvitations)
    .where(
      and(eq(workspaceInvitations.workspaceId, workspaceId), lte(workspaceInvitations.expiresAt, sql`now()`)),
    );
  return db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      expiresAt: workspaceInvitations.expiresAt,
      invitedBy: accounts.email,
    })
    .from(workspaceInvitations)
    .leftJoin(accounts, eq(accounts.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.workspaceId, workspaceId))
    .orderBy(asc(workspaceInvitations.createdAt))
    .limit(200);
}

export async function countPendingInvitations(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceInvitations)
    .where(
      and(eq(workspaceInvitations.workspaceId, workspaceId), gt(workspaceInvitations.expiresAt, sql`now()`)),
    );
  return Number(row?.n ?? 0);
}

/** Withdraws a pending invitation of the workspace; false when there is none with that id. */
export async function deleteInvitation(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(workspaceInvitations)
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspaceId)))
    .returning({ id: workspaceInvitations.id });
  return deleted.length > 0;
}

export interface InvitationView {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
}

/** The unexpired invitation a token names, with its workspace's name; null otherwise. */
export async function findInvitationByToken(db: Db, tokenHash: string): Promise<InvitationView | null> {
  return findInvitationWhere(db, eq(workspaceInvitations.tokenHash, tokenHash));
}

/** The unexpired invitation with this id (a copied link, or Join on the dashboard); null otherwise. */
export async function findInvitationById(db: Db, id: string): Promise<InvitationView | null> {
  return findInvitationWhere(db, eq(workspaceInvitations.id, id));
}

async function findInvitationWhere(db: Db, where: SQL | undefined): Promise<InvitationView | null> {
  const [row] = await db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      invitedBy: accounts.email,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(accounts, eq(accounts.id, workspaceInvitations.invitedBy))
    .where(and(where, gt(workspaceInvitations.expiresAt, sql`now()`)));
  return row ?? null;
}

/** The unexpired invitations to one address, in every workspace, oldest first (the invitee's dashboard). */
export async function listInvitationsForEmail(db: Db, email: string): Promise<InvitationView[]> {
  return db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      invitedBy: accounts.email,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(accounts, eq(accounts.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.email, email), gt(workspaceInvitations.expiresAt, sql`now()`)))
    .orderBy(asc(workspaceInvitations.createdAt))
    .limit(50);
}

/**
 * Spends the invitation and makes the account a member with its role, in one transaction:
 * of two tabs accepting at once, one joins. An account already a member keeps the higher of
 * its role and the invitation's. False when the invitation is gone.
 */
export async function acceptInvitationRow(db: Db, invitationId: string, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(workspaceInvitations)
      .where(and(eq(workspaceInvitations.id, invitationId), gt(workspaceInvitations.expiresAt, sql`now()`)))
      .returning({ workspaceId: workspaceInvitations.workspaceId, role: workspaceInvitations.role });
    if (spent === undefined) return false;
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: spent.workspaceId, accountId, role: spent.role })
      .onConflictDoUpdate({
        target: [workspaceMembers.workspaceId, workspaceMembers.accountId],
        set: {
          role: sql`case when array_position(array['viewer','editor','admin','owner'], excluded.role)
            > array_position(array['viewer','editor','admin','owner'], ${workspaceMembers.role})
            then excluded.role else ${workspaceMembers.role} end`,
        },
      });
    return true;
  });
}

export interface MemberRow {
  accountId: number;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

export async function listMemberRows(db: Db, workspaceId: string): Promise<MemberRow[]> {
  return db
    .select({
      accountId: workspaceMembers.accountId,
      email: accounts.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(accounts, eq(accounts.id, workspaceMembers.accountId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(accounts.email))
    .limit(500);
}

/** How many owners the workspace has besides `accountId`. */
export async function countOtherOwners(db: Db, workspaceId: string, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.role, "owner"),
        ne(workspaceMembers.accountId, accountId),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function updateMemberRole(
  db: Db,
  workspaceId: string,
  accountId: number,
  role: WorkspaceRole,
): Promise<boolean> {
  const updated = await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.accountId, accountId)))
    .returning({ accountId: workspaceMembers.accountId });
  return updated.length > 0;
}

export async function deleteMember(db: Db, workspaceId: string, accountId: number): Promise<boolean> {
  const deleted = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.accountId, accountId)))
    .returning({ accountId: workspaceMembers.accountId });
  return deleted.length > 0;
}
