import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { isUniqueViolation } from "../errors.server";
import { type DomainStatus, domains } from "../schema";

/**
 * A workspace's custom domains (issue 25). Every query of one domain takes the workspace
 * id, so nobody reads or changes another workspace's domain whatever id they send.
 */

export type DomainRow = typeof domains.$inferSelect;

/** Domains one workspace may hold (any status): bounds the page, the list and the re-checks. */
export const MAX_DOMAINS_PER_WORKSPACE = 20;

export async function countDomains(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(domains)
    .where(eq(domains.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

/** Null when the workspace has this name already. */
export async function insertDomain(
  db: Db,
  row: { id: string; workspaceId: string; name: string; verificationToken: string },
): Promise<DomainRow | null> {
  const [inserted] = await db
    .insert(domains)
    .values(row)
    .onConflictDoNothing({ target: [domains.workspaceId, domains.name] })
    .returning();
  return inserted ?? null;
}

export async function listDomainRows(db: Db, workspaceId: string): Promise<DomainRow[]> {
  return db.select().from(domains).where(eq(domains.workspaceId, workspaceId)).orderBy(asc(domains.name));
}

export async function findDomainRow(db: Db, workspaceId: string, id: string): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, id), eq(domains.workspaceId, workspaceId)));
  return row ?? null;
}

/** The workspace's verified domain of this name, if any (a link's `"domain"`). */
export async function findVerifiedDomainByName(
  db: Db,
  workspaceId: string,
  name: string,
): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.workspaceId, workspaceId), eq(domains.name, name), eq(domains.status, "verified")));
  return row ?? null;
}

/** The workspace's default domain for new links while it is verified (else links go on the main host). */
export async function findDefaultVerifiedDomain(db: Db, workspaceId: string): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.workspaceId, workspaceId), domains.isDefault, eq(domains.status, "verified")));
  return row ?? null;
}

/**
 * Makes one of the workspace's domains its default (null: none, new links go on the main host).
 * Two statements under the caller's workspace lock: the partial unique index allows one default,
 * checked row by row. False when the workspace has no such domain (nothing changed).
 */
export async function setDefaultDomainRow(tx: Db, workspaceId: string, id: string | null): Promise<boolean> {
  if (id !== null && (await findDomainRow(tx, workspaceId, id)) === null) return false;
  await tx
    .update(domains)
    .set({ isDefault: false })
    .where(and(eq(domains.workspaceId, workspaceId), domains.isDefault));
  if (id !== null)
    await tx
      .update(domains)
      .set({ isDefault: true })
      .where(and(eq(domains.id, id), eq(domains.workspaceId, workspaceId)));
  return true;
}

/** Whether another workspace holds this name verified (adding it is refused). */
export async function isVerifiedElsewhere(db: Db, workspaceId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.name, name), eq(domains.status, "verified"), ne(domains.workspaceId, workspaceId)))
    .limit(1);
  return row !== undefined;
}

/** Deletes the domain and, by cascade, its links; false when the workspace has no such domain. */
export async function deleteDomainRow(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(domains)
    .where(and(eq(domains.id, id), eq(domains.workspaceId, workspaceId)))
    .returning({ id: domains.id });
  return gone.length > 0;
}

/**
 * The proof was found: the domain is verified, unless another workspace holds the name
 * verified — the partial unique index decides, atomically, whoever verifies first
 * (`taken`: nothing changed but the check's time and error).
 */
export async function markDomainProven(db: Db, id: string, now: Date): Promise<"verified" | "taken"> {
  try {
    await db
      .update(domains)
      .set({
        status: "verified",
        verifiedAt: sql`case when ${domains.status} = 'verified' then ${domains.verifiedAt} else ${now} end`,
        lastCheckedAt: now,
        lastError: null,
        proofMissingSince: null,
      })
      .where(eq(domains.id, id));
    return "verified";
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await db.update(domains).set({ lastCheckedAt: now, lastError: "domain_taken" }).where(eq(domains.id, id));
    return "taken";
  }
}

/**
 * The proof was not found (`error` says how): a pending or failing domain stays as it is;
 * a verified one counts from when the proof was first missed and turns `failing` once that
 * is longer ago than `graceMs`. Returns the status after the check.
 */
export async function markDomainUnproven(
  db: Db,
  id: string,
  input: { error: string; now: Date; graceMs: number },
): Promise<DomainStatus | null> {
  const since = sql`coalesce(${domains.proofMissingSince}, ${input.now})`;
  const cutoff = new Date(input.now.getTime() - input.graceMs);
  const [row] = await db
    .update(domains)
    .set({
      lastCheckedAt: input.now,
      lastError: input.error,
      proofMissingSince: sql`case when ${domains.status} = 'verified' then ${since} else null end`,
      status: sql`case when ${domains.status} = 'verified' and ${since} <= ${cutoff} then 'failing' else ${domains.status} end`,
    })
    .where(eq(domains.id, id))
    .returning({ status: domains.status });
  return row?.status ?? null;
}

/** Every verified domain (the redirect's and the `ask` endpoint's set; bounded by the workspaces' cap). */
export async function listVerifiedDomains(
  db: Db,
): Promise<Array<{ id: string; name: string; workspaceId: string }>> {
  return db
    .select({ id: domains.id, name: domains.name, workspaceId: domains.workspaceId })
    .from(domains)
    .where(eq(domains.status, "verified"));
}

/** Up to `limit` verified or failing domains not checked since `before`, least recently checked first. */
export async function listDomainsToRecheck(db: Db, before: Date, limit: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(domains)
    .where(
      and(
        or(eq(domains.status, "verified"), eq(domains.status, "failing")),
        or(isNull(domains.lastCheckedAt), lt(domains.lastCheckedAt, before)),
      ),
    )
    .orderBy(sql`${domains.lastCheckedAt} asc nulls first`)
    .limit(limit);
}
