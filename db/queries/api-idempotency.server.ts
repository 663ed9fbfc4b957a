import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import { apiIdempotency } from "../schema";

/** How long a key's first answer is kept (Stripe's choice too). */
const KEPT_HOURS = 24;

export type IdempotencyClaim =
  | { state: "new" }
  | { state: "replay"; status: number; response: string }
  | { state: "conflict" }
  | { state: "in_progress" };

/**
 * Takes the key for this request, or finds what it already answered: the stored answer
 * when the body is the same, `conflict` when it differs, `in_progress` while the first
 * request with the key is still running. A key older than a day is taken afresh.
 */
export async function claimIdempotencyKey(
  db: Db,
  workspaceId: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  // The workspace's keys older than a day go now (this one among them, if it is): the table
  // holds at most a day of a workspace's creations, which its API rate limit bounds.
  const expired = sql`now() - make_interval(hours => ${KEPT_HOURS})`;
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.workspaceId, workspaceId), lt(apiIdempotency.createdAt, expired)));
  const taken = await db
    .insert(apiIdempotency)
    .values({ workspaceId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.key });
  if (taken.length > 0) return { state: "new" };
  const [row] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.workspaceId, workspaceId), eq(apiIdempotency.key, key)));
  if (row === undefined) return { state: "in_progress" };
  if (row.requestHash !== requestHash) return { state: "conflict" };
  if (row.status === null || row.response === null) return { state: "in_progress" };
  return { state: "replay", status: row.status, response: row.response };
}

/** Keeps the answer given to the key's first request. */
export async function completeIdempotencyKey(
  db: Db,
  workspaceId: string,
  key: string,
  status: number,
  response: string,
): Promise<void> {
  await db
    .update(apiIdempotency)
    .set({ status, response })
    .where(and(eq(apiIdempotency.workspaceId, workspaceId), eq(apiIdempotency.key, key)));
}

/** Lets the key go after a failure of ours (a 5xx), so the client's retry runs again. */
export async function releaseIdempotencyKey(db: Db, workspaceId: string, key: string): Promise<void> {
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.workspaceId, workspaceId), eq(apiIdempotency.key, key)));
}
