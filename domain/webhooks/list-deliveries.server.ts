import type { WorkspaceActor } from "#core/workspace-roles";
import { findWebhookRow, listDeliveryRows } from "#db/queries/webhooks.server";
import {
  type DeliveryView,
  deliveryView,
  type WebhookDeps,
  type WebhookFailure,
} from "./webhook-view.server";

/** Deliveries listed at most (the log keeps 7 days). */
export const MAX_LISTED_DELIVERIES = 50;

/** An endpoint's most recent deliveries, newest first: request body, status code, time, attempts. */
export async function listDeliveries(
  deps: Pick<WebhookDeps, "db">,
  actor: WorkspaceActor,
  input: { id: string; limit?: number },
): Promise<{ ok: true; deliveries: DeliveryView[] } | WebhookFailure> {
  const endpoint = await findWebhookRow(deps.db, actor.workspaceId, input.id);
  if (endpoint === null) return { ok: false, error: "webhook_not_found" };
  const limit = Math.min(Math.max(input.limit ?? MAX_LISTED_DELIVERIES, 1), MAX_LISTED_DELIVERIES);
  return { ok: true, deliveries: (await listDeliveryRows(deps.db, endpoint.id, limit)).map(deliveryView) };
}
