import type { WorkspaceActor } from "#core/workspace-roles";
import { findWebhookRow, requeueDelivery } from "#db/queries/webhooks.server";
import {
  type DeliveryView,
  deliveryView,
  nowOf,
  type WebhookDeps,
  type WebhookFailure,
} from "./webhook-view.server";

/**
 * Sends a delivery again (any status), with its id and body unchanged so the receiver can
 * tell a repeat; it gets a fresh set of retries.
 */
export async function redeliver(
  deps: Pick<WebhookDeps, "db" | "wake" | "now">,
  actor: WorkspaceActor,
  input: { id: string; deliveryId: string },
): Promise<{ ok: true; delivery: DeliveryView } | WebhookFailure> {
  const endpoint = await findWebhookRow(deps.db, actor.workspaceId, input.id);
  if (endpoint === null) return { ok: false, error: "webhook_not_found" };
  const row = await requeueDelivery(deps.db, endpoint.id, input.deliveryId, nowOf(deps));
  if (row === null) return { ok: false, error: "delivery_not_found" };
  deps.wake();
  return { ok: true, delivery: deliveryView(row) };
}
