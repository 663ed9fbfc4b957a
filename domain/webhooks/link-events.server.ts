import { errorText } from "#core/error-text";
import type { Db } from "#db/client.server";
import { type AccountLinkRow, findAccountLink } from "#db/queries/account-links.server";
import { insertDeliveries, type NewDelivery, subscribedEndpoints } from "#db/queries/webhooks.server";
import { enqueueEvent, eventPayload, newDeliveryId } from "./enqueue-event.server";

export type LinkEventType = "link.created" | "link.updated" | "link.deleted";

/** What a link event says of a link. */
export type LinkEventFields = Pick<
  AccountLinkRow,
  "id" | "code" | "phone" | "message" | "rotation" | "agents" | "domain" | "qrRef" | "createdAt" | "updatedAt"
>;

/** A link's public fields, as its events carry them (the API's link, less its click count). */
export function linkEventData(row: LinkEventFields) {
  return {
    id: String(row.id),
    code: row.code,
    phone: row.phone === null ? null : `+${row.phone}`,
    message: row.message,
    ...(row.rotation === null ? {} : { agents: row.agents ?? [], rotation: row.rotation }),
    domain: row.domain,
    qrRef: row.qrRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Right after a workspace's link changed: one outbox row per subscribed endpoint. One small
 * indexed query when nobody listens. It never fails the change it reports (which has happened):
 * a fault is logged and the event lost.
 */
export async function enqueueLinkEvent(
  db: Db,
  event: { type: LinkEventType; workspaceId: string; linkId: number; gone?: { code: string } },
): Promise<void> {
  try {
    const endpoints = await subscribedEndpoints(db, event.workspaceId, event.type);
    if (endpoints.length === 0) return;
    let data: unknown;
    if (event.gone !== undefined) data = { id: String(event.linkId), code: event.gone.code };
    else {
      const row = await findAccountLink(db, event.workspaceId, event.linkId);
      if (row === null) return;
      data = linkEventData(row);
    }
    const ids = endpoints.map((endpoint) => endpoint.id);
    await enqueueEvent(db, ids, { type: event.type, at: new Date(), data });
  } catch (err) {
    console.error(`webhooks: ${event.type} of link ${event.linkId} not queued: ${errorText(err)}`);
  }
}

/** Outbox rows written per statement when a bulk change reports many links. */
const DELIVERIES_PER_INSERT = 1_000;

/**
 * One event per link for a bulk change (an import's page of new links, an import undone): one
 * query for the endpoints, then the outbox rows in a few statements. Like enqueueLinkEvent, it
 * never fails the change it reports: a fault is logged and the events lost.
 */
export async function enqueueLinkEvents(
  db: Db,
  workspaceId: string,
  type: LinkEventType,
  items: ReadonlyArray<{ linkId: number; data: unknown }>,
): Promise<void> {
  if (items.length === 0) return;
  try {
    const endpoints = await subscribedEndpoints(db, workspaceId, type);
    if (endpoints.length === 0) return;
    const at = new Date();
    const rows: NewDelivery[] = [];
    for (const item of items) {
      const payload = eventPayload(type, at, item.data);
      for (const endpoint of endpoints)
        rows.push({
          id: newDeliveryId(),
          endpointId: endpoint.id,
          eventType: type,
          payload,
          nextAttemptAt: at,
        });
    }
    for (let i = 0; i < rows.length; i += DELIVERIES_PER_INSERT)
      await insertDeliveries(db, rows.slice(i, i + DELIVERIES_PER_INSERT));
  } catch (err) {
    console.error(`webhooks: ${items.length} ${type} events of ${workspaceId} not queued: ${errorText(err)}`);
  }
}
