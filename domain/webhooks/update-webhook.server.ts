import type { WebhookEvent } from "#core/webhooks";
import type { WorkspaceActor } from "#core/workspace-roles";
import { updateWebhookRow } from "#db/queries/webhooks.server";
import { checkWebhookTarget } from "./url-guard.server";
import { type WebhookDeps, type WebhookFailure, type WebhookView, webhookView } from "./webhook-view.server";

/**
 * Changes an endpoint's URL (checked as at creation), events, or whether it is enabled;
 * enabling a disabled one clears its reason and sends what waited for it.
 */
export async function updateWebhook(
  deps: WebhookDeps,
  actor: WorkspaceActor,
  input: { id: string; url?: string; events?: readonly WebhookEvent[]; enabled?: boolean },
): Promise<{ ok: true; webhook: WebhookView } | WebhookFailure> {
  let url: string | undefined;
  if (input.url !== undefined) {
    const target = await checkWebhookTarget(deps, input.url);
    if (!target.ok) return target;
    url = target.url;
  }
  const row = await updateWebhookRow(deps.db, actor.workspaceId, input.id, {
    ...(url === undefined ? {} : { url }),
    ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  });
  if (row === null) return { ok: false, error: "webhook_not_found" };
  deps.changed();
  if (row.enabled) deps.wake();
  return { ok: true, webhook: webhookView(row) };
}
