import { TEST_EVENT } from "#core/webhooks";
import type { WorkspaceActor } from "#core/workspace-roles";
import { findWebhookRow, listDeliveryRows } from "#db/queries/webhooks.server";
import { enqueueEvent } from "./enqueue-event.server";
import {
  type DeliveryView,
  deliveryView,
  nowOf,
  type WebhookDeps,
  type WebhookFailure,
} from "./webhook-view.server";

/**
 * Queues a `webhook.test` event for one endpoint (enabled or not: testing a fix comes before
 * enabling it), sent by the worker at once; its result shows in the delivery log.
 */
export async function sendTestEvent(
  deps: Pick<WebhookDeps, "db" | "wake" | "now">,
  actor: WorkspaceActor,
  input: { id: string },
): Promise<{ ok: true; delivery: DeliveryView } | WebhookFailure> {
  const endpoint = await findWebhookRow(deps.db, actor.workspaceId, input.id);
  if (endpoint === null) return { ok: false, error: "webhook_not_found" };
  await enqueueEvent(deps.db, [endpoint.id], {
    type: TEST_EVENT,
    at: nowOf(deps),
    data: { webhookId: endpoint.id, message: "A test event from ChatLink." },
  });
  deps.wake();
  const [row] = await listDeliveryRows(deps.db, endpoint.id, 1);
  return { ok: true, delivery: deliveryView(row as NonNullable<typeof row>) };
}
