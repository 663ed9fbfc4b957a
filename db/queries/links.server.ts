import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { accounts, bannedCreators, type LinkStatus, links } from "../schema";

export interface NewLinkRow {
  code: string;
  codeKey: string;
  phone: string;
  message: string | null;
  creatorFingerprint: string | null;
  /** The account that made it; null when made signed out. */
  ownerId?: number | null;
  /** SHA-256 hex of the claim token given to a signed-out creator. */
  claimTokenHash?: string | null;
}

export async function insertLink(db: Db, row: NewLinkRow): Promise<{ id: number; code: string }> {
  const [inserted] = await db.insert(links).values(row).returning({ id: links.id, code: links.code });
  if (inserted === undefined) throw new Error("insert returned no row");
  return inserted;
}

export interface ActiveLinkRow {
  id: number;
  phone: string;
  message: string | null;
}

/**
 * The redirect's lookup: active, owner not banned, creator not banned. A banned
 * owner's or creator's links are hidden, never deleted.
 */
export async function findResolvableLink(db: Db, codeKey: string): Promise<ActiveLinkRow | null> {
  const rows = await db
    .select({ id: links.id, phone: links.phone, message: links.message })
    .from(links)
    .leftJoin(accounts, eq(accounts.id, links.ownerId))
    .where(
      and(
        eq(links.codeKey, codeKey),
        eq(links.status, "active"),
        isNull(accounts.bannedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bannedCreators)
            .where(eq(bannedCreators.fingerprint, links.creatorFingerprint)),
        ),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface LinkRow {
  id: number;
  code: string;
  codeKey: string;
  status: LinkStatus;
  creatorFingerprint: string | null;
}

/** Any link by key, whatever its status (operator commands). */
export async function findLinkByKey(db: Db, codeKey: string): Promise<LinkRow | null> {
  const rows = await db
    .select({
      id: links.id,
      code: links.code,
      codeKey: links.codeKey,
      status: links.status,
      creatorFingerprint: links.creatorFingerprint,
    })
    .from(links)
    .where(eq(links.codeKey, codeKey))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateLinkStatus(
  db: Db,
  id: number,
  status: LinkStatus,
  reason: string | null,
): Promise<void> {
  const now = new Date();
  await db
    .update(links)
    .set({
      status,
      removedReason: status === "removed" ? reason : null,
      removedAt: status === "removed" ? now : null,
      updatedAt: now,
    })
    .where(eq(links.id, id));
}
