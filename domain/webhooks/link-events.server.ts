import { errorText } from "#core/error-text";
import type { Db } from "#db/client.server";
import { type AccountLinkRow, findAccountLink } from "#db/queries/account-links.server";
import { subscribedEndpoints } from "#db/queries/webhooks.server";
import { enqueueEvent } from "./enqueue-event.server";

export type LinkEventType = "link.created" | "link.updated" | "link.deleted";

/** A link's public fields, as its events carry them (the API's link, less its click count). */
export function linkEventData(row: AccountLinkRow) {
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
