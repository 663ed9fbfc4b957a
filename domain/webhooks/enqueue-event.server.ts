import { randomBytes } from "node:crypto";
import type { Db } from "#db/client.server";
import { insertDeliveries, type NewDelivery } from "#db/queries/webhooks.server";

/** The body every delivery of this event carries (Standard Webhooks' `{type, timestamp, data}`). */
export function eventPayload(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

export function newDeliveryId(): string {
  return `msg_${randomBytes(12).toString("hex")}`;
}

/** Writes one message per endpoint to the outbox, due now; the worker sends it. */
export async function enqueueEvent(
  db: Db,
  endpointIds: readonly string[],
  event: { type: string; at: Date; data: unknown },
): Promise<void> {
  const payload = eventPayload(event.type, event.at, event.data);
  const rows: NewDelivery[] = endpointIds.map((endpointId) => ({
    id: newDeliveryId(),
    endpointId,
    eventType: event.type,
    payload,
    nextAttemptAt: event.at,
  }));
  await insertDeliveries(db, rows);
}
