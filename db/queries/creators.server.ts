import { eq } from "drizzle-orm";
import type { Db } from "../client.server";
import { bannedCreators } from "../schema";

export async function isCreatorBanned(db: Db, fingerprint: string): Promise<boolean> {
  const rows = await db
    .select({ fingerprint: bannedCreators.fingerprint })
    .from(bannedCreators)
    .where(eq(bannedCreators.fingerprint, fingerprint))
    .limit(1);
  return rows.length > 0;
}

export async function insertBannedCreator(db: Db, fingerprint: string, reason: string | null): Promise<void> {
  await db.insert(bannedCreators).values({ fingerprint, reason }).onConflictDoNothing();
}

export async function deleteBannedCreator(db: Db, fingerprint: string): Promise<boolean> {
  const rows = await db
    .delete(bannedCreators)
    .where(eq(bannedCreators.fingerprint, fingerprint))
    .returning({ fingerprint: bannedCreators.fingerprint });
  return rows.length > 0;
}
