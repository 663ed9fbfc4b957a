import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { TEST_EVENT } from "#core/webhooks";
import type { Db } from "../client.server";
import { webhookDeliveries, webhookEndpoints } from "../schema";

/**
 * Webhook endpoints and their outbox (issue 26). Every query of one endpoint takes the
 * workspace id, so nobody reads or changes another workspace's endpoint whatever id they send.
 */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function countWebhooks(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insertWebhook(
  db: Db,
  row: { id: string; workspaceId: string; url: string; events: string[]; secret: string },
): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted as WebhookEndpointRow;
}

export async function listWebhookRows(db: Db, workspaceId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findWebhookRow(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)));
  return row ?? null;
}

/** Re-enabling clears the reason it was disabled for. */
export async function updateWebhookRow(
  db: Db,
  workspaceId: string,
  id: string,
  change: { url?: string; events?: string[]; enabled?: boolean },
): Promise<WebhookEndpointRow | null> {
  const set: Partial<typeof webhookEndpoints.$inferInsert> = { ...change, updatedAt: new Date() };
  if (change.enabled === true) Object.assign(set, { disabledReason: null, disabledAt: null });
  const [row] = await db
    .update(webhookEndpoints)
    .set(set)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning();
  return row ?? null;
}

export async function deleteWebhookRow(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

/** The workspace's enabled endpoints subscribed to `event` (a link event's cheap first question). */
export async function subscribedEndpoints(
  db: Db,
  workspaceId: string,
  event: string,
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
}

/** Workspaces with an enabled endpoint for `event` (the click tap's set; bounded by the caller). */
export async function workspacesSubscribedTo(db: Db, event: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workspaceId: webhookEndpoints.workspaceId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.workspaceId);
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  eventType: string;
  payload: string;
  nextAttemptAt: Date;
}

export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(webhookDeliveries).values(rows);
}

export async function listDeliveryRows(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Sends it again from the first attempt, with the same id and body (manual redelivery). */
export async function requeueDelivery(
  db: Db,
  endpointId: string,
  id: string,
  now: Date,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row ?? null;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  payload: string;
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints (a test event goes to a disabled one too) and moves their next attempt a lease
 * ahead, in one statement: another instance skips rows locked by this one, and a process that
 * dies mid-send leaves them due again when the lease ends.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${webhookDeliveries} d set next_attempt_at = ${leaseUntil}
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select d2.id from ${webhookDeliveries} d2
      join ${webhookEndpoints} e2 on e2.id = d2.endpoint_id and (e2.enabled or d2.event_type = ${TEST_EVENT})
      where d2.status = 'pending' and d2.next_attempt_at <= ${now}
      order by d2.next_attempt_at
      limit ${limit}
      for update of d2 skip locked
    )
    returning d.id, d.endpoint_id, e.url, e.secret, d.payload, d.attempts`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    url: String(row.url),
    secret: String(row.secret),
    payload: String(row.payload),
    attempts: Number(row.attempts),
  }));
}

export interface AttemptOutcome {
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** Delivered, failed for good, or tried again at this time. */
  next: { status: "delivered" } | { status: "failed" } | { status: "pending"; at: Date };
}

export async function recordAttempt(db: Db, id: string, outcome: AttemptOutcome): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      status: outcome.next.status,
      nextAttemptAt: outcome.next.status === "pending" ? outcome.next.at : null,
      lastAttemptAt: outcome.at,
      lastStatusCode: outcome.statusCode,
      lastDurationMs: outcome.durationMs,
      lastError: outcome.error,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** The worker gave up on one of its deliveries: it stops, its owners see why. */
export async function disableWebhook(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason.slice(0, 300), disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)));
}

/** The log is kept `keepMs` (finished deliveries only): returns how many rows went. */
export async function pruneDeliveries(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        lt(webhookDeliveries.createdAt, before),
        inArray(webhookDeliveries.status, ["delivered", "failed"]),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
