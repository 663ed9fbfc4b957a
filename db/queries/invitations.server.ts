import { and, asc, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { accounts, type WorkspaceRole, workspaceInvitations, workspaceMembers, workspaces } from "../schema";

/** Invitations to shared workspaces, and the membership changes that go with them. */

/**
 * An invitation holds only while its inviter may still give its role: a member of its
 * workspace, not suspended, an admin for roles up to admin or an owner for any (core's
 * `canAssignRole`). One whose inviter was removed, demoted or deleted is void: it cannot
 * be opened or accepted, and it is dropped from the list (issue 21).
 */
const INVITER_MAY_GRANT = sql`exists (
  select 1 from ${workspaceMembers} m join ${accounts} a on a.id = m.account_id
  where m.workspace_id = ${workspaceInvitations.workspaceId}
    and m.account_id = ${workspaceInvitations.invitedBy}
    and a.banned_at is null
    and m.role in ('admin', 'owner')
    and array_position(array['viewer','editor','admin','owner'], m.role)
      >= array_position(array['viewer','editor','admin','owner'], ${workspaceInvitations.role}))`;

/** Deletes the workspace's invitations that are expired or whose inviter may no longer give their role. */
export async function deleteVoidInvitations(db: Db, workspaceId: string): Promise<void> {
  await db
    .delete(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        sql`(${workspaceInvitations.expiresAt} <= now() or not ${INVITER_MAY_GRANT})`,
      ),
    );
}

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

/** The workspace's live invitations, oldest first (expired and void ones are dropped on the way). */
export async function listPendingInvitations(db: Db, workspaceId: string): Promise<PendingInvitationRow[]> {
  await deleteVoidInvitations(db, workspaceId);
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
  const [row] = await liveInvitationsWhere(db, where);
  return row ?? null;
}

/** The unexpired invitations to one address, in every workspace, oldest first (the invitee's dashboard). */
export async function listInvitationsForEmail(db: Db, email: string): Promise<InvitationView[]> {
  return liveInvitationsWhere(db, eq(workspaceInvitations.email, email))
    .orderBy(asc(workspaceInvitations.createdAt))
    .limit(50);
}

/** Invitations that still hold (unexpired, their sender still allowed to give the role), as viewed. */
function liveInvitationsWhere(db: Db, where: SQL | undefined) {
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
    .where(and(where, gt(workspaceInvitations.expiresAt, sql`now()`), INVITER_MAY_GRANT))
    .$dynamic();
}

/**
 * Spends the invitation and makes the account a member with its role. Run it in the
 * workspace's locked transaction (`withWorkspaceLocked`): of two tabs accepting at once
 * one joins, and the inviter cannot be removed or demoted between the check and the join.
 * An account already a member keeps the higher of its role and the invitation's. False
 * when the invitation is gone, expired or void.
 */
export async function acceptInvitationRow(tx: Db, invitationId: string, accountId: number): Promise<boolean> {
  const [spent] = await tx
    .delete(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        gt(workspaceInvitations.expiresAt, sql`now()`),
        INVITER_MAY_GRANT,
      ),
    )
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
